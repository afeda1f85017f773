import { type TaxRateView, taxRateInputSchema } from '@staydesk/domain';
import { FormRow } from '@staydesk/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { formWrite, MutationDialog } from '../../../components/MutationDialog';
import { useMessages, type Widen } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormCheckbox, FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { useCreateTaxRate, useUpdateTaxRate } from './api';
import { type CatalogueMessagesEn, catalogueMessages } from './messages';

const PERCENTAGE = /^\d{1,3}(\.\d{1,2})?$/;

/** The dialog's form: the domain's tax rate fields, its messages in the user's language. */
function taxRateFormSchema(e: Widen<CatalogueMessagesEn>['validation']) {
  return z.object({
    name: z.string().check(z.trim(), z.minLength(1, e.required), z.maxLength(80, e.tooLong)),
    percentage: z.string().check(
      z.trim(),
      z.regex(PERCENTAGE, e.percentage),
      z.refine((value) => Number(value) <= 100, e.percentageMax),
    ),
    code: z.string().check(z.trim(), z.minLength(1, e.required), z.maxLength(20, e.tooLong)),
    isDefault: z.boolean(),
    isActive: z.boolean(),
  });
}
type TaxRateForm = z.infer<ReturnType<typeof taxRateFormSchema>>;
const FIELDS = ['name', 'percentage', 'code', 'isDefault', 'isActive'] as const;

/** Create a tax rate (rate null) or edit one: name, percentage, code, default, active. */
export function TaxRateDialog({
  rate,
  onClose,
}: {
  rate: TaxRateView | null;
  onClose: () => void;
}) {
  const m = useMessages(catalogueMessages);
  const d = m.taxRates.dialog;
  const create = useCreateTaxRate();
  const update = useUpdateTaxRate();
  const schema = useMemo(() => taxRateFormSchema(m.validation), [m]);
  const form = useForm<TaxRateForm>({
    resolver: zodResolver(schema),
    defaultValues: rate
      ? {
          name: rate.name,
          percentage: rate.percentage,
          code: rate.code,
          isDefault: rate.isDefault,
          isActive: rate.isActive,
        }
      : { name: '', percentage: '', code: '', isDefault: false, isActive: true },
  });
  return (
    <MutationDialog
      title={rate ? d.editTitle : d.createTitle}
      submitLabel={rate ? d.save : d.createSubmit}
      cancelLabel={d.cancel}
      closeLabel={d.cancel}
      onClose={onClose}
      onSubmit={formWrite(form, (values) => {
        const body = taxRateInputSchema.parse(values);
        return rate
          ? update.trigger({ id: rate.id, changes: { ...body, version: rate.version } })
          : create.trigger(body);
      })}
      onFailure={(error) => applyServerFieldErrors(error, FIELDS, form.setError)}
    >
      <FormTextField
        control={form.control}
        name="name"
        label={d.name}
        placeholder={d.namePlaceholder}
        maxLength={80}
        isRequired
        autoFocus
      />
      <FormRow>
        <FormTextField
          control={form.control}
          name="percentage"
          label={d.percentage}
          description={d.percentageHint}
          inputMode="decimal"
          maxLength={6}
          isRequired
        />
        <FormTextField
          control={form.control}
          name="code"
          label={d.code}
          description={d.codeHint}
          maxLength={20}
          isRequired
        />
      </FormRow>
      <FormCheckbox control={form.control} name="isDefault" description={d.isDefaultHint}>
        {d.isDefault}
      </FormCheckbox>
      <FormCheckbox control={form.control} name="isActive" description={d.isActiveHint}>
        {d.isActive}
      </FormCheckbox>
    </MutationDialog>
  );
}
