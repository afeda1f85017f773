import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import { tag } from './Tag.css';
import type { TagTone } from './tagVariants';

export interface TagProps {
  tone?: TagTone;
  children: ReactNode;
  id?: string;
  className?: string;
}

/**
 * A static label chip (an amenity, a category). Long labels wrap instead of overflowing.
 *
 * Hooks: `[data-component="Tag"]`, `[data-tone]`.
 */
export function Tag({ tone = 'neutral', className, ...props }: TagProps) {
  return (
    <span
      {...props}
      className={cx(tag({ tone }), className)}
      data-component="Tag"
      data-tone={tone}
    />
  );
}
