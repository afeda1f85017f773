import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  Heading,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { body, dialog, footer, header, heading } from './Dialog.css';

/** What a dialog's content may do: close itself (RAC's `close` from the overlay state). */
export interface DialogRenderProps {
  close: () => void;
}

export interface DialogProps
  extends Omit<AriaDialogProps, 'children' | 'style' | 'className' | 'render'> {
  /** The heading; it also names the dialog. */
  title: ReactNode;
  children?: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
  /** Actions row under the body (buttons); a function receives `close`. */
  footer?: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Leave out the close button (a dialog that must be answered, or one that is pending). */
  hideCloseButton?: boolean;
  className?: string;
}

function renderSlot(
  slot: DialogProps['children'],
  renderProps: DialogRenderProps,
): ReactNode | undefined {
  return typeof slot === 'function' ? slot(renderProps) : slot;
}

/**
 * A dialog panel on RAC's `Dialog`: a title heading, a labelled close button, a body and an
 * optional footer. Put it in a `Modal` (or a popover); the close button uses RAC's `close` slot,
 * so it closes whichever overlay holds the dialog.
 *
 * Hooks: `[data-component="Dialog"]`, parts `[data-part="heading"]`, `[data-part="close"]`,
 * `[data-part="body"]`, `[data-part="footer"]`.
 */
export function Dialog({
  title,
  children,
  footer: footerSlot,
  closeLabel = 'Close',
  hideCloseButton = false,
  className,
  ...props
}: DialogProps) {
  return (
    <AriaDialog {...props} className={cx(dialog, className)} data-component="Dialog">
      {({ close }) => (
        <>
          <div className={header}>
            <Heading slot="title" className={heading} data-part="heading">
              {title}
            </Heading>
            {hideCloseButton ? null : (
              <Button
                slot="close"
                variant="ghost"
                size="small"
                aria-label={closeLabel}
                data-part="close"
              >
                <Icon name="close" size="small" />
              </Button>
            )}
          </div>
          {children === undefined ? null : (
            <div className={body} data-part="body">
              {renderSlot(children, { close })}
            </div>
          )}
          {footerSlot === undefined ? null : (
            <div className={footer} data-part="footer">
              {renderSlot(footerSlot, { close })}
            </div>
          )}
        </>
      )}
    </AriaDialog>
  );
}
