import { Box, Link, PageHeader, Stack } from '@staydesk/ui';
import { useMessages } from '../../../i18n';
import { helpMessages } from '../messages';
import { helpHref } from './help-links';

/** `?article=` naming no article: say so, and lead back to the list. */
export function HelpNotFound() {
  const m = useMessages(helpMessages);
  return (
    <Box as="section">
      <Stack space="medium">
        <PageHeader title={m.notFoundTitle} description={m.notFoundText} />
        <Link href={helpHref()}>{m.back}</Link>
      </Stack>
    </Box>
  );
}
