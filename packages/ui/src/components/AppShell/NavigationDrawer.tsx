import type { MouseEvent, ReactNode } from 'react';
import { Modal, ModalOverlay } from 'react-aria-components';
import { Dialog } from '../Dialog/Dialog';
import { drawer, drawerDialog, drawerOverlay } from './AppShell.css';

export interface NavigationDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The drawer's heading, which names it. */
  title: string;
  closeLabel: string;
  /** A followed link closes the drawer. */
  onLinkClick: (event: MouseEvent<HTMLDivElement>) => void;
  children: ReactNode;
}

/**
 * The phone drawer of the AppShell: a chunk of its own (modal, dialog and focus-trap code), loaded
 * when the shell is idle on a narrow screen or when the menu button is first approached.
 */
export default function NavigationDrawer({
  isOpen,
  onOpenChange,
  title,
  closeLabel,
  onLinkClick,
  children,
}: NavigationDrawerProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={drawerOverlay}
    >
      <Modal className={drawer} data-part="drawer">
        <Dialog title={title} closeLabel={closeLabel} className={drawerDialog}>
          {/* Capture: RAC's links stop their click from bubbling. Keyboard navigation
              closes the drawer through `currentHref`. */}
          <div onClickCapture={onLinkClick}>{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
