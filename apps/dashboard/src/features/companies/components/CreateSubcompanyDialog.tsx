import { useForm } from 'react-hook-form';
import { formWrite, MutationDialog } from '../../../components/MutationDialog';
import { format } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { type BasicInfoForm, basicInfoFormSchema, blankBasicInfo } from '../api/company-form';
import { useCompanyRecordTexts } from '../record-messages';
import { BasicInfoFields } from './BasicInfoFields';

/** The create-subcompany modal of spec §2: basic information under a fixed parent. */
export function CreateSubcompanyDialog({
  parentName,
  parentId,
  onCreate,
  onClose,
}: {
  parentName: string;
  parentId: string;
  onCreate: (values: BasicInfoForm) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useCompanyRecordTexts();
  const form = useForm<BasicInfoForm>({
    resolver: zodResolver(basicInfoFormSchema),
    defaultValues: { ...blankBasicInfo, parentId },
  });
  return (
    <MutationDialog
      title={format(t.companyRecord.detail.createSubcompanyTitle, { name: parentName })}
      submitLabel={t.companyRecord.detail.createSubcompany}
      cancelLabel={t.companyRecord.detail.cancel}
      closeLabel={t.common.close}
      pendingLabel={t.common.loading}
      onClose={onClose}
      onSubmit={formWrite(form, (values) => onCreate({ ...values, parentId }))}
      onFailure={(error) =>
        applyServerFieldErrors(error, ['name', 'legalName', 'type'], form.setError)
      }
    >
      <BasicInfoFields control={form.control} />
    </MutationDialog>
  );
}
