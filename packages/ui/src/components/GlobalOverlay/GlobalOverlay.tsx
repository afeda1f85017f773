import type { ReactNode } from 'react';
import { Modal } from '../Modal/Modal';
import type { ModalSize } from '../Modal/modalVariants';

export interface GlobalOverlayProps {
  /** The app's current modal is set: show the overlay. */
  isOpen: boolean;
  /** Clears the app's current modal (the close button, Escape, or a click outside). */
  onClear: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
  size?: ModalSize;
}

/**
 * Removes every inline style from `<body>`: on-demand modals (and the libraries some of them
 * load) lock scrolling with inline body styles, and a cleared modal must not leave them behind.
 */
function releaseBody() {
  document.body.removeAttribute('style');
}

/**
 * The app's single host for on-demand modals (spec §2). Its close button clears the current
 * modal through `onClear` and removes inline styles from `<body>`.
 *
 * Hooks: `[data-component="GlobalOverlay"]` wraps the content, inside Modal's hooks.
 */
export function GlobalOverlay({
  isOpen,
  onClear,
  title,
  children,
  footer,
  closeLabel,
  size,
}: GlobalOverlayProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) return;
        onClear();
        releaseBody();
      }}
      title={title}
      footer={footer}
      closeLabel={closeLabel}
      size={size}
    >
      <div data-component="GlobalOverlay">{children}</div>
    </Modal>
  );
}
