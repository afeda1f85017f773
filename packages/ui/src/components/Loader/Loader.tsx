import { cx } from '../private/cx';
import { loader, spinner, text } from './Loader.css';
import type { LoaderSize } from './loaderVariants';

export interface LoaderProps {
  /** Shown under the spinner and announced politely. */
  label?: string;
  size?: LoaderSize;
  className?: string;
}

/** The spec's default loader text. */
export const defaultLoaderLabel = 'Loading...';

/**
 * A spinner with a visible, announced text (the screen-loading fallback of spec §2).
 * `role="status"` is a polite live region, so the text is read once when it appears.
 *
 * Hooks: `[data-component="Loader"]`, `[data-size]`; parts `[data-part="spinner"]`,
 * `[data-part="label"]`.
 */
export function Loader({ label = defaultLoaderLabel, size = 'standard', className }: LoaderProps) {
  return (
    <div
      role="status"
      className={cx(loader({ size }), className)}
      data-component="Loader"
      data-size={size}
    >
      <span className={spinner({ size })} data-part="spinner" aria-hidden="true" />
      <p className={text} data-part="label">
        {label}
      </p>
    </div>
  );
}
