import { PageSkeleton } from '@staydesk/ui';
import { StartupErrorFallback } from '../../../components/StartupErrorFallback';
import { useT } from '../../../i18n';
import { isHandled } from '../../../lib/api-error';

/** A screen whose code is still loading: its title's and body's places in the content area. */
export function ScreenSkeleton() {
  return <PageSkeleton label={useT().common.loading} />;
}

/**
 * A start-up call failed. When the error catalogue already redirected (sign-in, error screen)
 * there is nothing to say; otherwise the generic fallback with a retry.
 */
export function SessionFailure({ error, retry }: { error: unknown; retry: () => void }) {
  if (isHandled(error)) return <ScreenSkeleton />;
  return <StartupErrorFallback retry={retry} />;
}
