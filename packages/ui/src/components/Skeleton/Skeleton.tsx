import { cx } from '../private/cx';
import { lines as linesClass, skeleton } from './Skeleton.css';
import type { SkeletonShape, SkeletonSize, SkeletonWidth } from './skeletonVariants';

export interface SkeletonProps {
  /** `text` is one line of the current font size; `circle` matches the avatar sizes. */
  shape?: SkeletonShape;
  /** Ignored by `circle`, whose width follows `size`. */
  width?: SkeletonWidth;
  size?: SkeletonSize;
  /** Text only: several lines, the last one shorter, as a paragraph would be. */
  lines?: number;
  className?: string;
}

/**
 * A placeholder shape while content loads. Hidden from assistive technology: the surrounding
 * region says it is busy (a Loader, or `aria-busy` as Table does).
 *
 * Hooks: `[data-component="Skeleton"]`, `[data-shape]`, `[data-size]`.
 */
export function Skeleton({
  shape = 'text',
  width = 'full',
  size = 'standard',
  lines = 1,
  className,
}: SkeletonProps) {
  const dataProps = { 'data-component': 'Skeleton', 'data-shape': shape, 'data-size': size };
  const count = shape === 'text' ? Math.max(1, Math.floor(lines)) : 1;
  if (count === 1) {
    return (
      <span
        {...dataProps}
        aria-hidden="true"
        className={cx(
          skeleton({ shape, width: shape === 'circle' ? undefined : width, size }),
          className,
        )}
      />
    );
  }
  return (
    <span {...dataProps} aria-hidden="true" className={cx(linesClass, className)}>
      {Array.from({ length: count }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines have no identity
          key={index}
          className={skeleton({
            shape,
            width: index === count - 1 ? 'threeQuarters' : width,
            size,
          })}
        />
      ))}
    </span>
  );
}
