import { FormLayout, Heading, Icon, Inline, Link, Stack, Text } from '@staydesk/ui';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { format } from '../../../i18n';
import { PublicFrame } from '../components/PublicFrame';
import { usePublicTexts } from '../messages';

/** /public/request-property/confirmation, with the reference the server gave the request. */
export function RequestConfirmationScreen() {
  const t = usePublicTexts();
  const [params] = useSearchParams();
  const reference = params.get('reference');
  return (
    <PublicFrame>
      <FormLayout centered>
        <Stack space="medium">
          <Inline space="small" alignY="center">
            <Text as="span" tone="positive">
              <Icon name="check" />
            </Text>
            <Heading level={1}>{t.publicPages.confirmationTitle}</Heading>
          </Inline>
          <Text>{t.publicPages.confirmationText}</Text>
          {reference ? (
            <Text weight="strong">
              {format(t.publicPages.confirmationReference, { reference })}
            </Text>
          ) : null}
          <Link href={paths.publicRequestProperty.href()}>{t.publicPages.anotherRequest}</Link>
        </Stack>
      </FormLayout>
    </PublicFrame>
  );
}
