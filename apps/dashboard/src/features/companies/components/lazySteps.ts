import { lazy } from 'react';

/**
 * The company wizard's later steps, each its own chunk: the basic-information step shows at once,
 * and the logo picker (image picker, drag and drop) and the colour fields load when the branding
 * step is reached (the create screen was 66 KiB gzip on top of the shell).
 */
export const BrandingStep = lazy(() =>
  import('./BrandingStep').then((m) => ({ default: m.BrandingStep })),
);
export const ConfirmStep = lazy(() =>
  import('./ConfirmStep').then((m) => ({ default: m.ConfirmStep })),
);

/** Fetches the later steps once the first is on screen, so reaching one rarely waits. */
export function preloadLaterSteps(): void {
  void import('./BrandingStep');
  void import('./ConfirmStep');
}
