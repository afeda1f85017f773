import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Inline, Stack } from '@staydesk/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { format, useT } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { type BasicInfoForm, basicInfoFormSchema, blankBasicInfo } from '../api/company-form';
import { BasicInfoFields } from './BasicInfoFields';

/** The create-subcompany modal of spec §2: basic information under a fixed parent. */
export function CreateSubcompanyDialog({
  parentName,
  parentId,
  isPending,
  onCreate,
  onClose,
}: {
  parentName: string;
  parentId: string;
  isPending: boolean;
  onCreate: (values: BasicInfoForm) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const form = useForm<BasicInfoForm>({
    resolver: zodResolver(basicInfoFormSchema),
    defaultValues: { ...blankBasicInfo, parentId },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onCreate({ ...values, parentId });
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, ['name', 'legalName', 'type'], form.setError);
    }
  });
  const title = format(t.companies.detail.createSubcompanyTitle, { name: parentName });
  return (
    <Box role="dialog" aria-modal="true" aria-labelledby={titleId} padding="large">
      <Stack space="medium">
        <Inline space="small" align="space-between" alignY="center">
          <h2 id={titleId}>{title}</h2>
          <Button variant="ghost" aria-label={t.common.close} onPress={onClose}>
            ×
          </Button>
        </Inline>
        <form noValidate onSubmit={onSubmit}>
          <Stack space="medium">
            <BasicInfoFields field={(name) => form.register(name)} errors={form.formState.errors} />
            <Inline space="small">
              <Button type="submit" isPending={isPending} pendingLabel={t.common.loading}>
                {t.companies.detail.createSubcompany}
              </Button>
              <Button variant="secondary" onPress={onClose}>
                {t.companies.detail.cancel}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Stack>
    </Box>
  );
}
