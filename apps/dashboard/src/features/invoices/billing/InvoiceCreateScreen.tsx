import { dueDateFor, type Money } from '@staydesk/domain';
import {
  Box,
  Button,
  Card,
  FormActions,
  FormLayout,
  FormRow,
  FormSection,
  Inline,
  PageHeader,
  Select,
  SelectItem,
  Stack,
  Text,
} from '@staydesk/ui';
import { useRef } from 'react';
import { type FieldPath, useController, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormDayField } from '../../../components/FormDayField';
import { FormSearchPicker } from '../../../components/FormSearchPicker';
import { FormSelectField } from '../../../components/FormSelectField';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import { FormTextArea, FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { billingSource } from '../../../lib/options';
import { useActiveItems, useActiveTaxRates, useBillingCompany, useCreateDraft } from './api';
import {
  blankInvoiceForm,
  blankLine,
  FREE_TEXT,
  formFieldOf,
  formLineTotals,
  formTotals,
  type InvoiceFormControl,
  type InvoiceFormInput,
  type InvoiceFormValues,
  invoiceCreateBody,
  invoiceFormSchema,
} from './invoice-form';
import { billingMessages } from './messages';

const moneyText = (f: Formatters, value: Money) => f.money(Number(value.amount), value.currency);

interface RateOption {
  value: string;
  label: string;
  percentage: string;
}

/** One line: from the catalogue or free text, description, quantity, unit price, tax rate. */
function LineFields({
  control,
  index,
  rates,
  onPickItem,
  onRemove,
}: {
  control: InvoiceFormControl;
  index: number;
  rates: readonly RateOption[];
  onPickItem: (itemId: string) => void;
  onRemove: () => void;
}) {
  const m = useMessages(billingMessages);
  const f = useFormat();
  const c = m.create;
  const items = useActiveItems();
  const line = useWatch({ control, name: `lines.${index}` });
  const totals = line
    ? formLineTotals(line, (id) => rates.find((rate) => rate.value === id)?.percentage)
    : null;
  const number = index + 1;
  const itemField = useController({ control, name: `lines.${index}.itemId` });
  return (
    <Card padding="medium">
      <Stack space="medium">
        <Inline space="medium" align="space-between">
          <Text weight="strong">{f.message(c.line, { number })}</Text>
          <Button size="small" variant="ghost" onPress={onRemove}>
            {f.message(c.removeLine, { number })}
          </Button>
        </Inline>
        <Select
          label={c.item}
          items={[
            { id: FREE_TEXT, label: c.freeText },
            ...(items.data?.items ?? []).map((item) => ({ id: item.id, label: item.name })),
          ]}
          selectedKey={itemField.field.value || FREE_TEXT}
          onSelectionChange={(key) => {
            const value = key === null ? FREE_TEXT : String(key);
            itemField.field.onChange(value);
            if (value !== FREE_TEXT) onPickItem(value);
          }}
        >
          {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
        </Select>
        <FormTextField
          control={control}
          name={`lines.${index}.description`}
          label={c.lineDescription}
          maxLength={500}
          isRequired
        />
        <FormRow>
          <FormTextField
            control={control}
            name={`lines.${index}.quantity`}
            label={c.quantity}
            inputMode="decimal"
            maxLength={10}
            isRequired
          />
          <FormTextField
            control={control}
            name={`lines.${index}.unitPrice`}
            label={c.unitPrice}
            inputMode="decimal"
            maxLength={14}
            isRequired
          />
        </FormRow>
        <FormSelectField
          control={control}
          name={`lines.${index}.taxRateId`}
          label={c.taxRate}
          options={rates}
          isRequired
        />
        {totals ? (
          <span data-part="line-totals">
            <Text tone="secondary">
              {f.message(c.lineTotal, {
                net: moneyText(f, totals.net),
                tax: moneyText(f, totals.tax),
                gross: moneyText(f, totals.gross),
              })}
            </Text>
          </span>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Net, VAT and total of the lines as they stand, worked out as the server will. */
function Totals({ control, rates }: { control: InvoiceFormControl; rates: readonly RateOption[] }) {
  const m = useMessages(billingMessages);
  const f = useFormat();
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const totals = formTotals(
    lines.map((line) =>
      formLineTotals(line, (id) => rates.find((rate) => rate.value === id)?.percentage),
    ),
  );
  return (
    <Card padding="medium">
      <Stack space="small" data-part="invoice-totals">
        {(
          [
            ['net', m.money.net, totals.net],
            ['tax', m.money.tax, totals.tax],
            ['gross', m.money.gross, totals.gross],
          ] as const
        ).map(([key, label, value]) => (
          <Inline key={key} space="medium" align="space-between" data-total={key}>
            <Text tone={key === 'gross' ? 'neutral' : 'secondary'}>{label}</Text>
            <Text weight={key === 'gross' ? 'strong' : 'regular'}>{moneyText(f, value)}</Text>
          </Inline>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * invoices/create: a draft by hand — the billing company (its purchase order rule and payment
 * terms read when chosen), purchase order, service period, due date, lines from the catalogue
 * or free text with live totals (the domain's invoice arithmetic), notes. The server's field
 * errors land at their fields; success opens the draft's page.
 */
export function InvoiceCreateScreen() {
  const m = useMessages(billingMessages);
  const f = useFormat();
  const c = m.create;
  const navigate = useNavigate();
  const create = useCreateDraft();
  const rates = useActiveTaxRates();
  const items = useActiveItems();
  // The form's schema follows the chosen billing company's purchase order rule.
  const poRequiredRef = useRef(false);
  const form = useForm<InvoiceFormInput, unknown, InvoiceFormValues>({
    resolver: (values, context, options) =>
      zodResolver(invoiceFormSchema(m.validation, poRequiredRef.current))(values, context, options),
    defaultValues: blankInvoiceForm(),
  });
  const control = form.control;
  const lines = useFieldArray({ control, name: 'lines' });
  const billingCompany = useWatch({ control, name: 'billingCompany' });
  const company = useBillingCompany(billingCompany?.id ?? null);
  const poRequired = company.data?.purchaseOrderRequired ?? false;
  poRequiredRef.current = poRequired;

  const rateOptions: RateOption[] = (rates.data?.items ?? []).map((rate) => ({
    value: rate.id,
    percentage: rate.percentage,
    label: f.message(c.taxRateText, {
      name: rate.name,
      percent: f.percent(Number(rate.percentage)),
    }),
  }));
  const defaultRate = rates.data?.items.find((rate) => rate.isDefault)?.id ?? '';

  const pickItem = (index: number, itemId: string) => {
    const item = items.data?.items.find((candidate) => candidate.id === itemId);
    if (!item) return;
    const set = (name: FieldPath<InvoiceFormInput>, value: string) =>
      form.setValue(name, value, { shouldValidate: form.formState.isSubmitted });
    set(`lines.${index}.description`, item.name);
    set(`lines.${index}.unitPrice`, item.defaultPrice.amount);
    set(`lines.${index}.taxRateId`, item.taxRateId ?? defaultRate);
    form.setValue(`lines.${index}.kind`, item.kind);
  };

  const today = new Date().toISOString().slice(0, 10);
  const dueHint = company.data
    ? f.message(c.dueDateHint, {
        days: company.data.paymentTermsDays,
        date: f.day(dueDateFor(today, company.data.paymentTermsDays)),
      })
    : c.dueDateHintNoCompany;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await create.trigger(invoiceCreateBody(values));
      void navigate(href('invoiceDetail', { invoiceId: result.data.id }));
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const [name, message] of Object.entries(error.fields)) {
        const field = formFieldOf(name);
        if (field) form.setError(field as FieldPath<InvoiceFormInput>, { type: 'server', message });
      }
    }
  });

  return (
    <Box as="section">
      <Stack space="large">
        <PageHeader title={c.title} description={c.description} />
        <form noValidate onSubmit={(event) => void submit(event)}>
          <FormLayout>
            <FormSection title={c.sections.billTo}>
              <FormSearchPicker
                control={control}
                name="billingCompany"
                label={c.billingCompany}
                placeholder={c.billingCompanyPlaceholder}
                emptyText={c.noMatches}
                source={billingSource(null)}
                isRequired
              />
              <FormTextField
                control={control}
                name="purchaseOrder"
                label={c.purchaseOrder}
                description={poRequired ? c.purchaseOrderRequired : c.purchaseOrderOptional}
                isRequired={poRequired}
                maxLength={120}
              />
            </FormSection>
            <FormSection title={c.sections.dates}>
              <FormRow>
                <FormDayField control={control} name="serviceFrom" label={c.servicePeriodFrom} />
                <FormDayField control={control} name="serviceTo" label={c.servicePeriodTo} />
              </FormRow>
              <FormDayField
                control={control}
                name="dueDate"
                label={c.dueDate}
                description={dueHint}
              />
            </FormSection>
            <FormSection title={c.sections.lines}>
              {lines.fields.length === 0 ? <Text tone="secondary">{c.noLines}</Text> : null}
              {lines.fields.map((line, index) => (
                <LineFields
                  key={line.id}
                  control={control}
                  index={index}
                  rates={rateOptions}
                  onPickItem={(itemId) => pickItem(index, itemId)}
                  onRemove={() => lines.remove(index)}
                />
              ))}
              <Inline space="small">
                <Button variant="secondary" onPress={() => lines.append(blankLine(defaultRate))}>
                  {c.addLine}
                </Button>
              </Inline>
              <Totals control={control} rates={rateOptions} />
            </FormSection>
            <FormSection title={c.sections.notes}>
              <FormTextArea
                control={control}
                name="notes"
                label={c.notes}
                description={c.notesHint}
                maxLength={5_000}
              />
            </FormSection>
            <FormActions
              secondary={
                <Button variant="secondary" onPress={() => void navigate(href('invoicesList'))}>
                  {c.cancel}
                </Button>
              }
              primary={
                <Button type="submit" isPending={create.isPending}>
                  {c.submit}
                </Button>
              }
            />
          </FormLayout>
        </form>
      </Stack>
    </Box>
  );
}
