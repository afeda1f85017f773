import { Button, ErrorFallback, Loader } from '@staydesk/ui';
import { href } from '../../../config/paths';
import { useT } from '../../../i18n';
import { isHandled } from '../../../lib/api-error';

export function ScreenLoader() {
  return <Loader label={useT().common.loading} />;
}

/**
 * A start-up call failed. When the error catalogue already redirected (sign-in, error screen)
 * there is nothing to say; otherwise the generic fallback with a retry.
 */
export function SessionFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  if (isHandled(error)) return <ScreenLoader />;
  return (
    <ErrorFallback
      homeHref={href('home')}
      homeLabel={t.common.home}
      title={t.errors.genericTitle}
      message={t.errors.fallbackText}
    >
      <Button variant="secondary" onPress={retry}>
        {t.common.retry}
      </Button>
    </ErrorFallback>
  );
}
