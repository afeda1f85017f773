import { recordIdSchema } from '@staydesk/domain';
import { Box, EmptyState, Inline, Link, PageHeader, Stack, Text } from '@staydesk/ui';
import { useSearchParams } from 'react-router';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { useProperty } from '../api/properties';
import { propertiesMessages } from '../messages';

/** properties/success: the property just created, with the ways on from here. */
export function PropertySuccessScreen() {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const [params] = useSearchParams();
  const propertyId = params.get('propertyId') ?? '';
  // Without an id (or with one that is none) there is nothing to ask the server for.
  const valid = recordIdSchema.safeParse(propertyId).success;
  const { data } = useProperty(valid ? propertyId : null);
  if (!valid) {
    return (
      <EmptyState
        title={m.success.missing}
        text={<Link href={href('propertiesList')}>{m.success.list}</Link>}
      />
    );
  }
  return (
    <Box as="section">
      <Stack space="large">
        <PageHeader title={m.success.title} />
        <Text role="status">{f.message(m.success.text, { title: data?.title ?? '…' })}</Text>
        <Inline space="medium">
          <Link href={href('propertyDetail', { propertyId })}>{m.success.open}</Link>
          <Link href={href('propertyCreate')}>{m.success.another}</Link>
          <Link href={href('propertiesList')}>{m.success.list}</Link>
        </Inline>
      </Stack>
    </Box>
  );
}
