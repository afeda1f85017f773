import type { ReactNode } from 'react';
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  Dialog,
  DialogTrigger,
  type DialogTriggerProps,
  Heading,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { dialog, popover, popupSurface, title as titleStyle } from './Popover.css';
import { popupLayer } from './popupLayer.css';

export interface PopoverTriggerProps extends DialogTriggerProps {}

/**
 * Pairs a pressable trigger (first child, e.g. a `Button`) with a `Popover` (second child):
 * press or Enter/Space opens it, Escape or a click outside closes it and focus returns to the trigger.
 */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <DialogTrigger {...props} />;
}

export interface PopoverProps extends Omit<AriaPopoverProps, 'style' | 'className' | 'children'> {
  /** Shown as the dialog's heading and used as its accessible name. */
  title?: string;
  /** The dialog's accessible name when there is no `title`. */
  'aria-label'?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A non-modal dialog anchored to its trigger, on RAC's `Popover` + `Dialog`. Uses the spec's popup
 * radius (20px), z-index (99) and 0.2 s fade/scale, reduced to a fade under
 * `prefers-reduced-motion`.
 *
 * States and hooks: `[data-component="Popover"]`, `[data-placement]`, `[data-entering]`,
 * `[data-exiting]`, `[data-trigger]`; parts `[data-part="dialog"]`, `[data-part="title"]`.
 */
export function Popover({
  title,
  'aria-label': ariaLabel,
  className,
  children,
  placement = 'bottom start',
  offset = 8,
  ...props
}: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      placement={placement}
      offset={offset}
      className={cx(popupSurface, popover, className)}
      style={popupLayer}
      data-component="Popover"
    >
      <Dialog
        className={dialog}
        aria-label={title === undefined ? ariaLabel : undefined}
        data-part="dialog"
      >
        {title === undefined ? null : (
          <Heading slot="title" className={titleStyle} data-part="title">
            {title}
          </Heading>
        )}
        {children}
      </Dialog>
    </AriaPopover>
  );
}
