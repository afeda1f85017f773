import { Button, Inline, Modal, Stack } from '@staydesk/ui';
import { useForm } from 'react-hook-form';
import { format } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { type BasicInfoForm, basicInfoFormSchema, blankBasicInfo } from '../api/company-form';
import { useCompanyRecordTexts } from '../record-messages';
import { BasicInfoFields } from './BasicInfoFields';

/** The create-subcompany modal of spec §2: basic information under a fixed parent. */
export function CreateSubcompanyDialog({
  isOpen,
  parentName,
  parentId,
  isPending,
  onCreate,
  onClose,
}: {
  isOpen: boolean;
  parentName: string;
  parentId: string;
  isPending: boolean;
  onCreate: (values: BasicInfoForm) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useCompanyRecordTexts();
  const form = useForm<BasicInfoForm>({
    resolver: zodResolver(basicInfoFormSchema),
    defaultValues: { ...blankBasicInfo, parentId },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onCreate({ ...values, parentId });
      form.reset();
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, ['name', 'legalName', 'type'], form.setError);
    }
  });
  const title = format(t.companyRecord.detail.createSubcompanyTitle, { name: parentName });
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      closeLabel={t.common.close}
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack space="medium">
          <BasicInfoFields control={form.control} />
          <Inline space="small">
            <Button type="submit" isPending={isPending} pendingLabel={t.common.loading}>
              {t.companyRecord.detail.createSubcompany}
            </Button>
            <Button variant="secondary" onPress={onClose}>
              {t.companyRecord.detail.cancel}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Modal>
  );
}
