import { ConfirmDialog } from '@staydesk/ui';
import { format } from '../../../i18n';
import { useAccountsTexts } from '../messages';

/** The delete-account modal of spec §2: confirm before the account is deleted. */
export function DeleteAccountDialog({
  isOpen,
  name,
  isPending,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  name: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useAccountsTexts();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      tone="critical"
      title={t.accounts.deleteTitle}
      message={format(t.accounts.deleteText, { name })}
      confirmLabel={t.accounts.confirmDelete}
      cancelLabel={t.accounts.cancel}
      pendingLabel={t.common.loading}
      closeLabel={t.common.close}
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
