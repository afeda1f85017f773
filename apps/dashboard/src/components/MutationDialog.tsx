import { Button, Inline, Modal, type ModalSize, Stack } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import {
  type ConflictRefresh,
  type MutationRun,
  type RefusalHandling,
  useMutationRun,
} from './mutation-run';
import { Refusal } from './Refusal';

export interface MutationDialogProps {
  title: ReactNode;
  submitLabel: ReactNode;
  onClose: () => void;
  /**
   * Checks the form and starts the write (the mutation's `trigger`), or answers null when the
   * form shows what is wrong; the dialog stays open then.
   */
  onSubmit: () => Promise<unknown> | null;
  /** Reloads the record after a refusal (the feature's conflict refresh). */
  refresh: ConflictRefresh;
  /**
   * `inline` (the default) keeps the dialog open with the server's words, so the user can change
   * what they typed; `close` closes it on the reloaded record (the toast has said what changed).
   */
  refusal?: RefusalHandling;
  /** After a success, once closed (a navigation). */
  onSuccess?: () => void;
  /** A failure that is not a refusal, to put the server's field errors beside their fields. */
  onFailure?: (error: unknown) => void;
  /** Another write at the footer's start (clearing the value), run like the submit. */
  extraAction?: { label: ReactNode; onSubmit: () => Promise<unknown> | null };
  /** Something the submit waits for besides the write (options still loading). */
  isWaiting?: boolean;
  isSubmitDisabled?: boolean;
  size?: ModalSize;
  cancelLabel?: string;
  closeLabel?: string;
  /** The form; a function receives the dialog's run (a write started from inside the form). */
  children: ReactNode | ((dialog: MutationRun) => ReactNode);
}

/**
 * The one way to write a form dialog: the form, Cancel and the submit (pending while the write
 * runs), the server's refusal in place or the dialog closed on the reloaded record, closed on
 * success with the mutation's toast.
 *
 * Hooks: the Modal's, plus `[data-part="refusal"]` (role alert) for the server's words.
 */
export function MutationDialog({
  title,
  submitLabel,
  onClose,
  onSubmit,
  refresh,
  refusal = 'inline',
  onSuccess,
  onFailure,
  extraAction,
  isWaiting = false,
  isSubmitDisabled = false,
  size,
  cancelLabel,
  closeLabel,
  children,
}: MutationDialogProps) {
  const t = useT();
  const dialog = useMutationRun({ refresh, onClose, refusal, onFailure });
  const submit = (
    <Inline space="small" align="flex-end">
      <Button variant="secondary" onPress={onClose}>
        {cancelLabel ?? t.common.cancel}
      </Button>
      <Button
        isPending={dialog.isPending || isWaiting}
        isDisabled={isSubmitDisabled}
        onPress={() => void dialog.run(onSubmit, onSuccess)}
      >
        {submitLabel}
      </Button>
    </Inline>
  );
  return (
    <Modal
      isOpen
      size={size}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      closeLabel={closeLabel ?? t.common.close}
      footer={
        extraAction ? (
          <Inline space="small" align="space-between">
            <Button
              variant="secondary"
              isPending={dialog.isPending}
              onPress={() => void dialog.run(extraAction.onSubmit, onSuccess)}
            >
              {extraAction.label}
            </Button>
            {submit}
          </Inline>
        ) : (
          submit
        )
      }
    >
      <Stack space="medium">
        {typeof children === 'function' ? children(dialog) : children}
        <Refusal message={dialog.refusal} />
      </Stack>
    </Modal>
  );
}
