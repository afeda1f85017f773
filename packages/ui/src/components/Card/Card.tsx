import { createElement, type ReactNode } from 'react';
import { cx } from '../private/cx';
import { card } from './Card.css';
import type { CardElement, CardElevation, CardPadding } from './cardVariants';

export interface CardProps {
  children?: ReactNode;
  padding?: CardPadding;
  elevation?: CardElevation;
  /** `section`/`article` with `aria-labelledby` when the card is a named region of the page. */
  as?: CardElement;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * A bordered surface that groups related content.
 *
 * Hooks: `[data-component="Card"]`, `[data-padding]`, `[data-elevation]`.
 */
export function Card({
  as = 'div',
  padding = 'medium',
  elevation = 'flat',
  className,
  ...props
}: CardProps) {
  return createElement(as, {
    ...props,
    className: cx(card({ padding, elevation }), className),
    'data-component': 'Card',
    'data-padding': padding,
    'data-elevation': elevation,
  });
}
