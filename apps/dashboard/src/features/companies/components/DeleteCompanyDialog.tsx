import { ConfirmAction } from '../../../components/ConfirmAction';
import { format } from '../../../i18n';
import { useConflictRefresh } from '../../../lib/conflict-refresh';
import { companyKeys } from '../api/keys';
import { useCompanyRecordTexts } from '../record-messages';

/**
 * Confirms a company's deletion before it is sent. A refusal (it still has subcompanies, or
 * someone changed it) closes the question on the company read again; the toast says why.
 */
export function DeleteCompanyDialog({
  isOpen,
  id,
  name,
  onConfirm,
  onDeleted,
  onClose,
}: {
  isOpen: boolean;
  id: string;
  name: string;
  onConfirm: () => Promise<unknown>;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const t = useCompanyRecordTexts();
  const d = t.companyRecord.detail;
  const refresh = useConflictRefresh(
    (key) => key === companyKeys.detail(id) || companyKeys.isListKey(key),
  );
  return (
    <ConfirmAction
      isOpen={isOpen}
      tone="critical"
      title={d.deleteTitle}
      message={format(d.deleteText, { name })}
      confirmLabel={d.confirmDelete}
      cancelLabel={d.cancel}
      pendingLabel={t.common.loading}
      closeLabel={t.common.close}
      onClose={onClose}
      onConfirm={onConfirm}
      onSuccess={onDeleted}
      refresh={refresh}
    />
  );
}
