import { Box, PageHeader } from '@staydesk/ui';
import { useMessages } from '../../../i18n';
import { enquiriesMessages } from '../messages';

export function EnquiriesListScreen() {
  const m = useMessages(enquiriesMessages);
  return (
    <Box as="section">
      <PageHeader title={m.title} />
    </Box>
  );
}
