import { Box, EmptyState, Heading, Loader, Stack, Text } from '@staydesk/ui';
import { useParams } from 'react-router';
import { format, useT } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import { usePublicProperty } from '../api/public-property';

/** /public/property/:propertyId: the server's answer, or a clear not-found state. */
export function PublicPropertyScreen() {
  const t = useT();
  const { propertyId = '' } = useParams();
  const { data, error, isLoading } = usePublicProperty(propertyId);

  if (isLoading) return <Loader label={t.common.loading} />;
  if (error || !data) {
    const notFound = !(error instanceof ApiError) || error.status === 404;
    return (
      <Box as="main" padding="xlarge">
        <EmptyState
          title={notFound ? t.publicPages.propertyNotFoundTitle : t.errors.genericTitle}
          text={notFound ? t.publicPages.propertyNotFoundText : t.errors.fallbackText}
        />
      </Box>
    );
  }
  return (
    <Box as="main" padding="xlarge">
      <Stack space="medium">
        <Heading level={1}>{data.title}</Heading>
        {data.city || data.country ? (
          <Text>{[data.city, data.country].filter(Boolean).join(', ')}</Text>
        ) : null}
        {data.bedrooms !== null && data.maxGuests !== null ? (
          <Text>
            {format(t.publicPages.propertyDetails, {
              bedrooms: data.bedrooms,
              guests: data.maxGuests,
            })}
          </Text>
        ) : null}
        {data.description ? <Text>{data.description}</Text> : null}
      </Stack>
    </Box>
  );
}
