import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import { badge } from './Badge.css';
import type { BadgeSize, BadgeTone } from './badgeVariants';

export interface BadgeProps {
  tone?: BadgeTone;
  size?: BadgeSize;
  /** A short label or a count; the badge reads as its text. */
  children: ReactNode;
  /** Replaces the read-out text, e.g. '12 unread' for a bare '12'. */
  'aria-label'?: string;
  /** Hides a purely decorative badge (its text is already in the surrounding name). */
  'aria-hidden'?: boolean;
  id?: string;
  className?: string;
}

/**
 * A small pill for counts and short labels (a role, a tab count). Not interactive.
 *
 * Hooks: `[data-component="Badge"]`, `[data-tone]`, `[data-size]`.
 */
export function Badge({ tone = 'neutral', size = 'standard', className, ...props }: BadgeProps) {
  const labelled = props['aria-label'] !== undefined;
  return (
    <span
      {...props}
      role={labelled ? 'img' : undefined}
      className={cx(badge({ tone, size }), className)}
      data-component="Badge"
      data-tone={tone}
      data-size={size}
    />
  );
}
