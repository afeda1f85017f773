import { ConfirmAction } from '../../../components/ConfirmAction';
import { format } from '../../../i18n';
import { useConflictRefresh } from '../../../lib/conflict-refresh';
import { userKeys } from '../../../lib/users';
import { useAccountsTexts } from '../messages';

/**
 * The delete-account modal of spec §2: confirm before the account is deleted. A refusal (someone
 * changed it) closes the question on the account read again; the toast says why.
 */
export function DeleteAccountDialog({
  isOpen,
  name,
  onConfirm,
  onDeleted,
  onClose,
}: {
  isOpen: boolean;
  name: string;
  onConfirm: () => Promise<unknown>;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const t = useAccountsTexts();
  const refresh = useConflictRefresh(userKeys.showsUser);
  return (
    <ConfirmAction
      isOpen={isOpen}
      tone="critical"
      title={t.accounts.deleteTitle}
      message={format(t.accounts.deleteText, { name })}
      confirmLabel={t.accounts.confirmDelete}
      cancelLabel={t.accounts.cancel}
      pendingLabel={t.common.loading}
      closeLabel={t.common.close}
      onClose={onClose}
      onConfirm={onConfirm}
      onSuccess={onDeleted}
      refresh={refresh}
    />
  );
}
