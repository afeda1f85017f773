import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import type { ConfirmDialogTone } from './confirmDialogVariants';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** Called with `false` when the dialog is cancelled (button, Escape, click outside). */
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  /** Runs the action; the caller closes the dialog (set `isOpen` false) once it succeeds. */
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Announced by the confirm button while pending. */
  pendingLabel?: string;
  closeLabel?: string;
  /** `critical` for destructive actions: a critical confirm button and an `alertdialog` role. */
  tone?: ConfirmDialogTone;
  /** While the action runs: the confirm button spins, and nothing can close the dialog. */
  isPending?: boolean;
}

/**
 * Asks before an action: a title, a message, Cancel and Confirm. Destructive actions use
 * `tone="critical"`, which also makes it an `alertdialog`. Pending keeps it open and inert.
 *
 * Hooks: `[data-component="Modal"]` and `[data-component="Dialog"]` (see Modal), plus
 * `[data-part="confirm"]` (with `[data-tone]`), `[data-part="cancel"]`.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  onConfirm,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  pendingLabel = 'Working',
  closeLabel,
  tone = 'neutral',
  isPending = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      size="small"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!isPending) onOpenChange(open);
      }}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      hideCloseButton={isPending}
      closeLabel={closeLabel}
      role={tone === 'critical' ? 'alertdialog' : 'dialog'}
      title={title}
      footer={
        <>
          <Button
            variant="secondary"
            isDisabled={isPending}
            onPress={() => onOpenChange(false)}
            data-part="cancel"
          >
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'critical' ? 'critical' : 'primary'}
            isPending={isPending}
            pendingLabel={pendingLabel}
            onPress={onConfirm}
            data-part="confirm"
            data-tone={tone}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </Modal>
  );
}
