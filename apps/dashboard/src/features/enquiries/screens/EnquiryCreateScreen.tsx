import { Box, PageHeader } from '@staydesk/ui';
import { useMessages } from '../../../i18n';
import { enquiriesMessages } from '../messages';

export function EnquiryCreateScreen() {
  const m = useMessages(enquiriesMessages);
  return (
    <Box as="section">
      <PageHeader title={m.create.title} />
    </Box>
  );
}
