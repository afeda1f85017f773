import { type AllHTMLAttributes, createElement, type ElementType, type Ref } from 'react';
import { type Sprinkles, sprinkles } from '../../css/sprinkles.css';
import { cx } from '../private/cx';
import { listReset } from './Box.css';

export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'ul',
  'ol',
  'li',
  'p',
  'form',
  'fieldset',
  'label',
] as const;
export type BoxElement = (typeof boxElements)[number];

type DomProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'style' | 'ref'>;

export interface BoxProps extends Sprinkles, DomProps {
  /** The element to render; layout only, so no interactive elements. */
  as?: BoxElement;
  ref?: Ref<HTMLElement>;
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
}

/** Splits sprinkle props (atoms) from DOM props, as Braid's Box does. */
function splitProps(props: Record<string, unknown>) {
  const atoms: Record<string, unknown> = {};
  const dom: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else dom[key] = value;
  }
  return { atoms: atoms as Sprinkles, dom };
}

/**
 * The layout primitive: token-based spacing, colour and shape props on a plain element. Display,
 * flex direction and alignment, gap and padding are responsive (`['small', 'large']` = mobile,
 * tablet…); margins, sizes and the rest take one value.
 */
export function Box({ as = 'div', className, ref, ...props }: BoxProps) {
  const { atoms, dom } = splitProps(props);
  const element: ElementType = as;
  const reset = as === 'ul' || as === 'ol' ? listReset : undefined;
  return createElement(element, { ...dom, ref, className: cx(reset, sprinkles(atoms), className) });
}
