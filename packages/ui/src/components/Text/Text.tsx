import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import { text } from './Text.css';
import type { TextElement, TextSize, TextTone, TextWeight } from './textVariants';

export interface TextProps {
  /** The element: a paragraph by default, `span` inside a line, `div` around block content. */
  as?: TextElement;
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  children: ReactNode;
  id?: string;
  /** For a live status line such as a form error. */
  role?: 'status' | 'alert';
  className?: string;
}

/**
 * Body copy on the brand's text scale. Not interactive.
 *
 * Hooks: `[data-component="Text"]`, `[data-size]`, `[data-tone]`, `[data-weight]`.
 */
export function Text({
  as: Tag = 'p',
  size = 'standard',
  tone = 'neutral',
  weight = 'regular',
  className,
  ...props
}: TextProps) {
  return (
    <Tag
      {...props}
      className={cx(text({ size, tone, weight }), className)}
      data-component="Text"
      data-size={size}
      data-tone={tone}
      data-weight={weight}
    />
  );
}
