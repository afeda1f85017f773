import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import { heading } from './Heading.css';
import type { HeadingLevel, HeadingTone } from './headingVariants';

export interface HeadingProps {
  /** The outline level: renders `h1`…`h4`. */
  level: HeadingLevel;
  /** The look, when it should differ from the level (e.g. an `h2` styled like an `h1`); defaults to `level`. */
  size?: HeadingLevel;
  tone?: HeadingTone;
  children: ReactNode;
  id?: string;
  className?: string;
}

const tags = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/**
 * A section heading on the brand's heading scale. Not interactive.
 *
 * Hooks: `[data-component="Heading"]`, `[data-level]`, `[data-size]`, `[data-tone]`.
 */
export function Heading({
  level,
  size = level,
  tone = 'neutral',
  className,
  ...props
}: HeadingProps) {
  const Tag = tags[level];
  return (
    <Tag
      {...props}
      className={cx(heading({ size, tone }), className)}
      data-component="Heading"
      data-level={level}
      data-size={size}
      data-tone={tone}
    />
  );
}
