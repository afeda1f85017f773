import { Button, ConfirmDialog } from '@staydesk/ui';
import { useState } from 'react';
import { useT } from '../i18n';
import { PageActions } from './PageActions';

export interface RecordActionTexts {
  edit: string;
  delete: string;
  restore: string;
  cancel: string;
  deleteTitle: string;
  /** The confirmation's message, naming the record. */
  deleteText: string;
}

/**
 * The actions of a soft-deletable, versioned record page: Edit, and Delete (in More, after a
 * confirmation) while it is live; Restore once deleted. The caller runs the mutations with the
 * version it shows; a stale one is answered 409 and toasted by the mutation.
 */
export function RecordActions({
  deleted,
  texts,
  onEdit,
  onDelete,
  onRestore,
  isDeleting,
  isRestoring,
}: {
  deleted: boolean;
  texts: RecordActionTexts;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  onRestore: () => Promise<unknown>;
  isDeleting: boolean;
  isRestoring: boolean;
}) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const confirmDelete = async () => {
    try {
      await onDelete();
    } catch {
      // The mutation has already toasted why.
    } finally {
      setConfirming(false);
    }
  };
  return (
    <>
      {deleted ? (
        <Button isPending={isRestoring} onPress={() => void onRestore().catch(() => {})}>
          {texts.restore}
        </Button>
      ) : (
        <PageActions
          primary={<Button onPress={onEdit}>{texts.edit}</Button>}
          more={[
            {
              id: 'delete',
              label: texts.delete,
              critical: true,
              onAction: () => setConfirming(true),
            },
          ]}
        />
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={texts.deleteTitle}
        message={texts.deleteText}
        confirmLabel={texts.delete}
        cancelLabel={texts.cancel}
        closeLabel={t.common.close}
        tone="critical"
        isPending={isDeleting}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
