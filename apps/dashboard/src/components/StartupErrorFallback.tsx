import { Button, ErrorFallback } from '@staydesk/ui';
import { href } from '../config/paths';
import { useT } from '../i18n';

/**
 * A start-up call failed (global settings, the session's data): the generic fallback with a
 * retry. One component for the app's entry and the dashboard's layout, which both show it.
 */
export function StartupErrorFallback({ retry }: { retry: () => void }) {
  const t = useT();
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
