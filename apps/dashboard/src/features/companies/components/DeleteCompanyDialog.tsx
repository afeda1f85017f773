import { ConfirmDialog } from '@staydesk/ui';
import { format } from '../../../i18n';
import { useCompanyRecordTexts } from '../record-messages';

/** Confirms a company's deletion before it is sent. */
export function DeleteCompanyDialog({
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
  const t = useCompanyRecordTexts();
  const d = t.companyRecord.detail;
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      tone="critical"
      title={d.deleteTitle}
      message={format(d.deleteText, { name })}
      confirmLabel={d.confirmDelete}
      cancelLabel={d.cancel}
      pendingLabel={t.common.loading}
      closeLabel={t.common.close}
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
