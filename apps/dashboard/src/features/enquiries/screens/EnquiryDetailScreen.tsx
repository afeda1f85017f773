import { Box, PageHeader } from '@staydesk/ui';
import { useMessages } from '../../../i18n';
import { enquiriesMessages } from '../messages';

export function EnquiryDetailScreen() {
  const m = useMessages(enquiriesMessages);
  return (
    <Box as="section">
      <PageHeader title={m.title} />
    </Box>
  );
}
