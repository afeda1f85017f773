import { Box, Button, Stack } from '@staydesk/ui';
import { useT } from '../../../i18n';
import { isHandled } from '../../../lib/api-error';

export function RouteLoadingFallbackContent() {
  const t = useT();
  return (
    <Box role="status" aria-live="polite" padding="large">
      {t.common.loading}
    </Box>
  );
}

/**
 * A start-up call failed. When the error catalogue already redirected (sign-in, error screen)
 * there is nothing to say; otherwise the generic fallback with a retry.
 */
export function SessionFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  if (isHandled(error)) return <RouteLoadingFallbackContent />;
  return (
    <Box as="main" padding="xlarge">
      <Stack space="medium">
        <h1>{t.errors.genericTitle}</h1>
        <p>{t.errors.fallbackText}</p>
        <Button variant="secondary" onPress={retry}>
          {t.common.retry}
        </Button>
      </Stack>
    </Box>
  );
}
