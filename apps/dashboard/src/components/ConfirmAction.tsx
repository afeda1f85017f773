import { ConfirmDialog, type ConfirmDialogTone } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { type ConflictRefresh, notARefusal, useMutationRun } from './mutation-run';

export interface ConfirmActionProps {
  /** Open unless false: a question its page keeps mounted; others are shown only while open. */
  isOpen?: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  onClose: () => void;
  /** Starts the write (the mutation's `trigger`). */
  onConfirm: () => Promise<unknown>;
  /**
   * Reloads the record after a refusal (the feature's conflict refresh); without it every
   * failure keeps the question open.
   */
  refresh?: ConflictRefresh;
  /** After a success, once closed (a navigation). */
  onSuccess?: () => void;
  tone?: ConfirmDialogTone;
  cancelLabel?: string;
  closeLabel?: string;
  /** Announced by the confirm button while the write runs. */
  pendingLabel?: string;
}

/**
 * The one way to write a confirmed action: the question, Cancel and the action (pending and
 * inert while the write runs), closed on success with the mutation's toast. A refusal closes it
 * on the reloaded record (the question no longer applies; the toast says what changed); any
 * other failure keeps it open to try again.
 */
export function ConfirmAction({
  isOpen = true,
  title,
  message,
  confirmLabel,
  onClose,
  onConfirm,
  refresh,
  onSuccess,
  tone = 'neutral',
  cancelLabel,
  closeLabel,
  pendingLabel,
}: ConfirmActionProps) {
  const t = useT();
  const action = useMutationRun({ refresh: refresh ?? notARefusal, onClose, refusal: 'close' });
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel ?? t.common.cancel}
      closeLabel={closeLabel ?? t.common.close}
      pendingLabel={pendingLabel ?? t.common.working}
      tone={tone}
      isPending={action.isPending}
      onConfirm={() => void action.run(onConfirm, onSuccess)}
    />
  );
}
