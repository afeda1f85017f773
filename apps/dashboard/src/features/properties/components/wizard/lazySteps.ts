import { lazy } from 'react';

/**
 * The wizard's later steps, each its own chunk: the landlord step shows at once, and number
 * fields, the image picker and the gallery load when their step (or the edit form) needs them.
 */
export const AddressStep = lazy(() =>
  import('./AddressStep').then((m) => ({ default: m.AddressStep })),
);
export const LayoutStep = lazy(() =>
  import('./LayoutStep').then((m) => ({ default: m.LayoutStep })),
);
export const TermsStep = lazy(() => import('./TermsStep').then((m) => ({ default: m.TermsStep })));
export const PhotosStep = lazy(() =>
  import('./PhotosStep').then((m) => ({ default: m.PhotosStep })),
);
export const ReviewStep = lazy(() =>
  import('./ReviewStep').then((m) => ({ default: m.ReviewStep })),
);
