import { Box, Heading, Link, Stack, Text } from '@staydesk/ui';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { format } from '../../../i18n';
import { usePublicTexts } from '../messages';

/** /public/request-property/confirmation, with the reference the server gave the request. */
export function RequestConfirmationScreen() {
  const t = usePublicTexts();
  const [params] = useSearchParams();
  const reference = params.get('reference');
  return (
    <Box as="main" padding="xlarge">
      <Stack space="medium">
        <Heading level={1}>{t.publicPages.confirmationTitle}</Heading>
        <Text>{t.publicPages.confirmationText}</Text>
        {reference ? (
          <Text>{format(t.publicPages.confirmationReference, { reference })}</Text>
        ) : null}
        <Link href={paths.publicRequestProperty.href()}>{t.publicPages.anotherRequest}</Link>
      </Stack>
    </Box>
  );
}
