import {
  type CatalogueItemView,
  catalogueItemCreateSchema,
  INVOICE_ITEM_KINDS,
} from '@staydesk/domain';
import { FormRow } from '@staydesk/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormSelectField } from '../../../components/FormSelectField';
import { formWrite, MutationDialog } from '../../../components/MutationDialog';
import { useFormat, useMessages, type Widen } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import { FormCheckbox, FormTextArea, FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { useActiveTaxRates, useCreateItem, useUpdateItem } from './api';
import { type CatalogueMessagesEn, catalogueMessages } from './messages';

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
/** The Select's value for "no rate" (a Select key cannot be empty). */
const NO_RATE = 'none';

function itemFormSchema(e: Widen<CatalogueMessagesEn>['validation']) {
  return z.object({
    name: z.string().check(z.trim(), z.minLength(1, e.required), z.maxLength(120, e.tooLong)),
    kind: z.enum(INVOICE_ITEM_KINDS.map((kind) => kind.value) as [string, ...string[]], e.required),
    description: z.string().check(z.trim(), z.maxLength(500, e.tooLong)),
    price: z.string().check(z.trim(), z.regex(AMOUNT, e.amount)),
    currency: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{3}$/, e.currency)),
    taxRateId: z.string(),
    isActive: z.boolean(),
  });
}
type ItemFormInput = z.input<ReturnType<typeof itemFormSchema>>;
type ItemFormValues = z.output<ReturnType<typeof itemFormSchema>>;

/** Server field names → the form's fields. */
const FIELD_OF = {
  name: 'name',
  kind: 'kind',
  description: 'description',
  defaultPrice: 'price',
  'defaultPrice.amount': 'price',
  'defaultPrice.currency': 'currency',
  taxRateId: 'taxRateId',
} as const;

/** Create an item (item null) or edit one: name, kind, description, default price, tax rate. */
export function ItemDialog({
  item,
  onClose,
}: {
  item: CatalogueItemView | null;
  onClose: () => void;
}) {
  const m = useMessages(catalogueMessages);
  const f = useFormat();
  const d = m.items.dialog;
  const create = useCreateItem();
  const update = useUpdateItem();
  const rates = useActiveTaxRates();
  const schema = useMemo(() => itemFormSchema(m.validation), [m]);
  const form = useForm<ItemFormInput, unknown, ItemFormValues>({
    resolver: zodResolver(schema),
    defaultValues: item
      ? {
          name: item.name,
          kind: item.kind,
          description: item.description,
          price: item.defaultPrice.amount,
          currency: item.defaultPrice.currency,
          taxRateId: item.taxRateId ?? NO_RATE,
          isActive: item.isActive,
        }
      : {
          name: '',
          kind: 'other',
          description: '',
          price: '',
          currency: 'GBP',
          taxRateId: NO_RATE,
          isActive: true,
        },
  });
  const rateOptions = [
    { value: NO_RATE, label: d.noTaxRate },
    ...(rates.data?.items ?? []).map((rate) => ({
      value: rate.id,
      label: f.message(m.items.taxRateText, {
        name: rate.name,
        percent: f.percent(Number(rate.percentage)),
      }),
    })),
  ];
  // A retired rate the item still names stays choosable (it shows what the item has).
  if (item?.taxRateId && !rateOptions.some((option) => option.value === item.taxRateId)) {
    rateOptions.push({
      value: item.taxRateId,
      label: f.message(m.items.taxRateText, {
        name: item.taxRateName ?? '',
        percent: f.percent(Number(item.taxPercent ?? 0)),
      }),
    });
  }
  return (
    <MutationDialog
      title={item ? d.editTitle : d.createTitle}
      submitLabel={item ? d.save : d.createSubmit}
      cancelLabel={d.cancel}
      closeLabel={d.cancel}
      onClose={onClose}
      onSubmit={formWrite(form, (values) => {
        const body = catalogueItemCreateSchema.parse({
          name: values.name,
          kind: values.kind,
          description: values.description,
          defaultPrice: { amount: values.price, currency: values.currency },
          taxRateId: values.taxRateId === NO_RATE ? null : values.taxRateId,
          isActive: values.isActive,
        });
        return item
          ? update.trigger({ id: item.id, changes: { ...body, version: item.version } })
          : create.trigger(body);
      })}
      onFailure={(error) => {
        if (!(error instanceof ApiError)) return;
        for (const [name, message] of Object.entries(error.fields)) {
          const field = FIELD_OF[name as keyof typeof FIELD_OF];
          if (field) form.setError(field, { type: 'server', message });
        }
      }}
    >
      <FormTextField
        control={form.control}
        name="name"
        label={d.name}
        placeholder={d.namePlaceholder}
        maxLength={120}
        isRequired
        autoFocus
      />
      <FormSelectField
        control={form.control}
        name="kind"
        label={d.kind}
        options={INVOICE_ITEM_KINDS.map((kind) => ({
          value: kind.value,
          label: m.items.kinds[kind.value],
        }))}
        isRequired
      />
      <FormTextArea
        control={form.control}
        name="description"
        label={d.description}
        description={d.descriptionHint}
        maxLength={500}
      />
      <FormRow>
        <FormTextField
          control={form.control}
          name="price"
          label={d.defaultPrice}
          description={d.defaultPriceHint}
          inputMode="decimal"
          maxLength={14}
          isRequired
        />
        <FormTextField
          control={form.control}
          name="currency"
          label={d.currency}
          maxLength={3}
          isRequired
        />
      </FormRow>
      <FormSelectField
        control={form.control}
        name="taxRateId"
        label={d.taxRate}
        options={rateOptions}
      />
      <FormCheckbox control={form.control} name="isActive" description={d.isActiveHint}>
        {d.isActive}
      </FormCheckbox>
    </MutationDialog>
  );
}
