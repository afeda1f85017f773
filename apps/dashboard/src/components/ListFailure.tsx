import { Box, Button, ErrorFallback } from '@staydesk/ui';
import { useT } from '../i18n';
import { errorMessage } from '../lib/api-error';

/** What the list needs of its page's request to show a failure and retry it. */
export interface ListRequest {
  readonly error: unknown;
  readonly isValidating: boolean;
  mutate: () => unknown;
}

/**
 * A list's failed call, in place of its rows: what went wrong and a Retry that asks again. The
 * page around it (header, search, tabs) stays, so the person keeps their place.
 */
export function ListFailure({ request }: { request: ListRequest }) {
  const t = useT();
  return (
    <Box role="alert">
      <ErrorFallback
        headingLevel={2}
        title={t.errors.listFailedTitle}
        message={errorMessage(request.error) ?? t.errors.fallbackText}
      >
        <Button variant="secondary" onPress={() => void request.mutate()}>
          {t.common.retry}
        </Button>
      </ErrorFallback>
    </Box>
  );
}
