import type { ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { popupLayer } from '../Popover/popupLayer.css';
import { cx } from '../private/cx';
import { tooltip } from './Tooltip.css';

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {}

/**
 * Pairs a focusable trigger (first child, e.g. a `Button`) with a `Tooltip`: it shows on hover
 * after `delay` (ms) and at once on keyboard focus; Escape hides it.
 */
export function TooltipTrigger({ delay = 600, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger delay={delay} {...props} />;
}

export interface TooltipProps extends Omit<AriaTooltipProps, 'style' | 'className' | 'children'> {
  children: ReactNode;
  className?: string;
}

/**
 * A short description of its trigger, on RAC's `Tooltip` (`role="tooltip"`, linked to the trigger
 * by `aria-describedby`). Never put interactive content in it: use a `Popover`.
 *
 * States and hooks: `[data-component="Tooltip"]`, `[data-placement]`, `[data-entering]`,
 * `[data-exiting]`.
 */
export function Tooltip({ className, offset = 6, children, ...props }: TooltipProps) {
  return (
    <AriaTooltip
      {...props}
      offset={offset}
      className={cx(tooltip, className)}
      style={popupLayer}
      data-component="Tooltip"
    >
      {children}
    </AriaTooltip>
  );
}
