import { Button, Inline, Modal, type ModalSize, Stack } from '@staydesk/ui';
import { type ReactNode, useEffect, useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useT } from '../i18n';
import {
  type ConflictRefresh,
  FORM_INVALID,
  type MutationRun,
  notARefusal,
  type RefusalHandling,
  useMutationRun,
} from './mutation-run';
import { Refusal } from './Refusal';

/** A write beside the submit, in the footer's start. */
export interface DialogAction {
  label: string;
  /**
   * Starts the write, run like the submit (pending, refusal, closed on success); null when no
   * write starts (a question asked first, in a ConfirmAction of its own).
   */
  onSubmit: () => Promise<unknown> | null;
  /** `critical` for a destructive one (deleting). */
  variant?: 'secondary' | 'critical';
}

export interface MutationDialogProps {
  /** Open unless false: a dialog its page keeps mounted; others are shown only while open. */
  isOpen?: boolean;
  title: ReactNode;
  submitLabel: ReactNode;
  onClose: () => void;
  /**
   * Checks the form and starts the write (the mutation's `trigger`), or answers null when the
   * form shows what is wrong; the dialog stays open then.
   */
  onSubmit: () => Promise<unknown> | null;
  /**
   * Reloads the record after a refusal (the feature's conflict refresh); without it nothing is
   * a refusal, and every failure goes to `onFailure` with the dialog open.
   */
  refresh?: ConflictRefresh;
  /**
   * `inline` (the default) keeps the dialog open with the server's words, so the user can change
   * what they typed; `close` closes it on the reloaded record (the toast has said what changed).
   */
  refusal?: RefusalHandling;
  /** After a success, once closed (a navigation). */
  onSuccess?: () => void;
  /**
   * False for a dialog that stays open on success, to show what the write did in place (the
   * changes a sync applied) or to go on working with what was saved.
   */
  closeOnSuccess?: boolean;
  /** A failure that is not a refusal, to put the server's field errors beside their fields. */
  onFailure?: (error: unknown) => void;
  /** Other writes at the footer's start (clearing the value, marking done), run like the submit. */
  extraActions?: readonly DialogAction[];
  /** Something the submit waits for besides the write (options still loading). */
  isWaiting?: boolean;
  isSubmitDisabled?: boolean;
  /** `critical` for a destructive write (refusing, removing). */
  submitVariant?: 'primary' | 'critical';
  size?: ModalSize;
  /** `alertdialog` for a warning that interrupts (why a line needs approval). */
  role?: 'dialog' | 'alertdialog';
  cancelLabel?: string;
  closeLabel?: string;
  /** Announced by the submit button while the write runs. */
  pendingLabel?: string;
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
  isOpen = true,
  title,
  submitLabel,
  onClose,
  onSubmit,
  refresh,
  refusal = 'inline',
  onSuccess,
  onFailure,
  closeOnSuccess = true,
  extraActions = [],
  isWaiting = false,
  isSubmitDisabled = false,
  submitVariant = 'primary',
  size,
  role,
  cancelLabel,
  closeLabel,
  pendingLabel,
  children,
}: MutationDialogProps) {
  const t = useT();
  const formId = useId();
  const dialog = useMutationRun({
    refresh: refresh ?? notARefusal,
    onClose,
    refusal,
    onFailure,
    closeOnSuccess,
  });
  const { clearRefusal } = dialog;
  // A dialog its page keeps mounted opens again without the last refusal.
  useEffect(() => {
    if (!isOpen) clearRefusal();
  }, [isOpen, clearRefusal]);
  const submit = (
    <Inline space="small" align="flex-end">
      <Button variant="secondary" onPress={onClose}>
        {cancelLabel ?? t.common.cancel}
      </Button>
      <Button
        type="submit"
        form={formId}
        variant={submitVariant}
        isPending={dialog.isPending || isWaiting}
        pendingLabel={pendingLabel ?? t.common.working}
        isDisabled={isSubmitDisabled}
      >
        {submitLabel}
      </Button>
    </Inline>
  );
  return (
    <Modal
      isOpen={isOpen}
      size={size}
      role={role}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      closeLabel={closeLabel ?? t.common.close}
      footer={
        extraActions.length > 0 ? (
          <Inline space="small" align="space-between">
            <Inline space="small">
              {extraActions.map((action) => (
                <Button
                  key={action.label}
                  variant={action.variant ?? 'secondary'}
                  isPending={dialog.isPending}
                  onPress={() => void dialog.run(action.onSubmit, onSuccess)}
                >
                  {action.label}
                </Button>
              ))}
            </Inline>
            {submit}
          </Inline>
        ) : (
          submit
        )
      }
    >
      {/* A form, so Enter in a field submits; the dialog may sit inside a page's own form (in
          React's tree, through the portal), which must not see this submit. */}
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          void dialog.run(onSubmit, onSuccess);
        }}
      >
        <Stack space="medium">
          {typeof children === 'function' ? children(dialog) : children}
          <Refusal message={dialog.refusal} />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * A react-hook-form form as a dialog's write: its check runs first (the fields show what is
 * wrong and the dialog stays open), then `write` with the checked values.
 */
export function formWrite<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'handleSubmit'>,
  write: (values: T) => Promise<unknown>,
): () => Promise<unknown> {
  return async () => {
    let valid = false;
    let result: unknown;
    await form.handleSubmit(async (values) => {
      valid = true;
      result = await write(values);
    })();
    return valid ? result : FORM_INVALID;
  };
}
