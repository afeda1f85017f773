import type { ReactNode } from 'react';
import {
  Modal as AriaModal,
  DialogTrigger,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Dialog, type DialogProps } from '../Dialog/Dialog';
import { modal, overlay } from './Modal.css';
import type { ModalSize } from './modalVariants';

export interface ModalProps
  extends Pick<
      ModalOverlayProps,
      'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'isKeyboardDismissDisabled'
    >,
    Pick<
      DialogProps,
      | 'title'
      | 'children'
      | 'footer'
      | 'closeLabel'
      | 'hideCloseButton'
      | 'role'
      | 'aria-label'
      | 'aria-describedby'
    > {
  size?: ModalSize;
}

/**
 * A modal dialog: RAC's `ModalOverlay` (backdrop, z-index 99), `Modal` (20px radius, 0.2 s
 * fade/scale, none under reduced motion) and our `Dialog` (title, close button). Open it with
 * `isOpen`/`onOpenChange`, or put it inside a `ModalTrigger` next to a button.
 *
 * Hooks: `[data-component="Modal"]` on the panel, `[data-size]`, `[data-entering]`,
 * `[data-exiting]`; the backdrop is `[data-component="ModalOverlay"]`.
 */
export function Modal({
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled,
  size = 'standard',
  ...dialogProps
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={overlay}
      data-component="ModalOverlay"
    >
      <AriaModal className={modal({ size })} data-component="Modal" data-size={size}>
        <Dialog {...dialogProps} />
      </AriaModal>
    </ModalOverlay>
  );
}

export interface ModalTriggerProps {
  /** The trigger (a `Button`) and the `Modal` it opens. */
  children: ReactNode;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** Opens the `Modal` among its children when the `Button` among them is pressed (RAC `DialogTrigger`). */
export function ModalTrigger(props: ModalTriggerProps) {
  return <DialogTrigger {...props} />;
}
