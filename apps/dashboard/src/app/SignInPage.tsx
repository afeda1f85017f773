import type { BrandTheme } from '@staydesk/ui';
import { Suspense, startTransition, useEffect, useState } from 'react';
import { SignInScreen } from '../features/auth/screens/SignInScreen';
import { type ClientSettings, ClientSettingsProvider } from '../lib/client-settings';
import { RouteErrorBoundary } from '../lib/error-boundary';
import { fetchPublicSettings } from '../lib/fetch-global-settings';
import { RouteErrorFallback, RouteLoadingFallback, StartupErrorFallback } from './fallbacks';
import { ThemedRoot } from './themed-root';

type Loading = 'pending' | 'loaded' | 'failed';

/**
 * The global settings call of the page's start (its promise, sent before React loaded), then a
 * new call on each retry: the loader until one answers (spec §2), the failure with a retry.
 */
function useGlobalSettingsLoaded(first: Promise<unknown>): { state: Loading; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loading>('pending');
  useEffect(() => {
    let current = true;
    setState('pending');
    (attempt === 0 ? first : fetchPublicSettings()).then(
      // The form's first render in a transition: React renders it in slices, not in one task.
      () => current && startTransition(() => setState('loaded')),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [attempt, first]);
  return { state, retry: () => setAttempt((count) => count + 1) };
}

const showError = (error: unknown) => <RouteErrorFallback error={error} />;

function SignInContent({ globalSettings }: { globalSettings: Promise<unknown> }) {
  const { state, retry } = useGlobalSettingsLoaded(globalSettings);
  if (state === 'failed') return <StartupErrorFallback retry={retry} />;
  if (state === 'pending') return <RouteLoadingFallback />;
  return (
    <RouteErrorBoundary resetKey="signin" fallback={showError}>
      <Suspense fallback={<RouteLoadingFallback />}>
        <SignInScreen />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * /signin as a page of its own: the sign-in screen with the brand, the persisted
 * theme and language, and the global settings it waits for, without the dashboard's router,
 * data layer and modules. Its links and the hand-over after signing in load the dashboard.
 */
export function SignInPage({
  theme,
  settings,
  globalSettings,
}: {
  theme: BrandTheme;
  settings: ClientSettings;
  globalSettings: Promise<unknown>;
}) {
  return (
    <ClientSettingsProvider initial={settings}>
      <ThemedRoot theme={theme}>
        <SignInContent globalSettings={globalSettings} />
      </ThemedRoot>
    </ClientSettingsProvider>
  );
}
