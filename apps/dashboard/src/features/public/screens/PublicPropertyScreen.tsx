import { Box, EmptyState, Loader, Stack } from '@staydesk/ui';
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
        <h1>{data.title}</h1>
        {data.city || data.country ? (
          <p>{[data.city, data.country].filter(Boolean).join(', ')}</p>
        ) : null}
        {data.bedrooms !== null && data.maxGuests !== null ? (
          <p>
            {format(t.publicPages.propertyDetails, {
              bedrooms: data.bedrooms,
              guests: data.maxGuests,
            })}
          </p>
        ) : null}
        {data.description ? <p>{data.description}</p> : null}
      </Stack>
    </Box>
  );
}
