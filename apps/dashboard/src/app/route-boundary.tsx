import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorBoundary } from '../lib/error-boundary';
import { RouteErrorFallback } from './fallbacks';

const showRouteError = (error: unknown) => <RouteErrorFallback error={error} />;

/**
 * A route's error boundary with the spec §2 fallback. It clears when the address's path changes,
 * so the Home link (or Back) leaves a failed screen for a working one.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary resetKey={useLocation().pathname} fallback={showRouteError}>
      {children}
    </RouteErrorBoundary>
  );
}
