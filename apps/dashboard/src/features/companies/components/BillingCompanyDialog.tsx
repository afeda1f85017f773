import {
  type BillingCompany,
  type BillingCompanyCreate,
  EMAIL_PATTERN,
  INVOICE_GROUPINGS,
  invoiceGroupingSchema,
  TEXT_LIMITS,
} from '@staydesk/domain';
import { FormRow, Text } from '@staydesk/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormSearchPicker } from '../../../components/FormSearchPicker';
import { FormSelectField } from '../../../components/FormSelectField';
import { formWrite, MutationDialog } from '../../../components/MutationDialog';
import { useFormat } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import { FormCheckbox, FormTextField } from '../../../lib/form-fields';
import { FormNumberField } from '../../../lib/form-number-field';
import { zodResolver } from '../../../lib/form-resolver';
import { companySource } from '../../../lib/options';
import { useCreateBillingCompany, useUpdateBillingCompany } from '../api/billing-mutations';
import { useBillingCompaniesTexts } from '../billing-messages';

const MAX_EMAILS = 20;
const PREFIX_MAX = 12;

type Texts = ReturnType<typeof useBillingCompaniesTexts>['billingCompanies']['form'];

function billingFormSchema(e: Texts['errors'], needsCompany: boolean) {
  const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, e.tooLong));
  return z
    .object({
      company: z.nullable(z.object({ id: z.string(), name: z.string() })),
      legalName: text(TEXT_LIMITS.name).check(z.minLength(1, e.legalName)),
      street: text(TEXT_LIMITS.addressLine),
      city: text(TEXT_LIMITS.addressLine),
      zip: text(TEXT_LIMITS.code),
      country: text(TEXT_LIMITS.addressLine),
      accountsEmails: text(MAX_EMAILS * (TEXT_LIMITS.email + 2)),
      vatNumber: text(TEXT_LIMITS.code),
      paymentTermsDays: z.number(e.days).check(z.int(e.days), z.gte(0, e.days), z.lte(365, e.days)),
      purchaseOrderRequired: z.boolean(),
      invoiceGrouping: invoiceGroupingSchema,
      invoicePrefix: text(PREFIX_MAX),
      makeDefault: z.boolean(),
    })
    .check(
      z.superRefine((form, context) => {
        if (needsCompany && !form.company)
          context.addIssue({ code: 'custom', path: ['company'], message: e.company });
        const emails = emailsOf(form.accountsEmails);
        if (emails.length > MAX_EMAILS || emails.some((email) => !EMAIL_PATTERN.test(email)))
          context.addIssue({ code: 'custom', path: ['accountsEmails'], message: e.emails });
      }),
    );
}
type FormInput = z.input<ReturnType<typeof billingFormSchema>>;
type FormValues = z.output<ReturnType<typeof billingFormSchema>>;

/** The accounts emails as typed: separated by commas, semicolons or spaces. */
export function emailsOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter((email) => email !== '');
}

function formOf(billing: BillingCompany | null, company: FormInput['company']): FormInput {
  return {
    company,
    legalName: billing?.legalName ?? '',
    street: billing?.billingAddress.street ?? '',
    city: billing?.billingAddress.city ?? '',
    zip: billing?.billingAddress.zip ?? '',
    country: billing?.billingAddress.state ?? '',
    accountsEmails: billing?.accountsEmails.join(', ') ?? '',
    vatNumber: billing?.vatNumber ?? '',
    paymentTermsDays: billing?.paymentTermsDays ?? 30,
    purchaseOrderRequired: billing?.purchaseOrderRequired ?? false,
    invoiceGrouping: billing?.invoiceGrouping ?? 'perBooking',
    invoicePrefix: billing?.invoicePrefix ?? '',
    makeDefault: false,
  };
}

/** The API's fields from the form (the address's one-line form built from its parts). */
function bodyOf(form: FormValues): Omit<BillingCompanyCreate, 'companyId'> {
  const line = [form.street, [form.zip, form.city].filter(Boolean).join(' '), form.country]
    .filter(Boolean)
    .join(', ');
  return {
    legalName: form.legalName,
    billingAddress: {
      street: form.street,
      city: form.city,
      state: form.country,
      zip: form.zip,
      freeFormAddress: line.slice(0, TEXT_LIMITS.address),
      position: null,
    },
    accountsEmails: emailsOf(form.accountsEmails),
    vatNumber: form.vatNumber,
    paymentTermsDays: form.paymentTermsDays,
    purchaseOrderRequired: form.purchaseOrderRequired,
    invoiceGrouping: form.invoiceGrouping,
    invoicePrefix: form.invoicePrefix,
  };
}

const FIELD_OF = {
  companyId: 'company',
  legalName: 'legalName',
  accountsEmails: 'accountsEmails',
  vatNumber: 'vatNumber',
  paymentTermsDays: 'paymentTermsDays',
  invoicePrefix: 'invoicePrefix',
} as const;

/**
 * New or edit billing company: the legal entity invoices go to, of one company. Created from
 * a company's page, the company is fixed and the new one may become its default at once.
 */
export function BillingCompanyDialog({
  billing,
  company,
  offerDefault = false,
  onClose,
}: {
  /** The billing company edited; null for a new one. */
  billing: BillingCompany | null;
  /** The company it belongs to when fixed (a company's page); the form asks otherwise. */
  company: { id: string; name: string } | null;
  /** Offer "make it the company's default" (checked), for a company that has none. */
  offerDefault?: boolean;
  onClose: () => void;
}) {
  const t = useBillingCompaniesTexts();
  const b = t.billingCompanies;
  const f = useFormat();
  const create = useCreateBillingCompany();
  const update = useUpdateBillingCompany();
  // An edit keeps the billing company's own company: the form asks for one only when creating.
  const needsCompany = billing === null && company === null;
  const schema = useMemo(() => billingFormSchema(b.form.errors, needsCompany), [b, needsCompany]);
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...formOf(billing, company), makeDefault: offerDefault },
  });
  const control = form.control;
  const write = (values: FormValues) => {
    const companyId = values.company?.id ?? '';
    if (billing)
      return update.trigger({ id: billing.id, ...bodyOf(values), version: billing.version });
    return create.trigger({
      ...bodyOf(values),
      companyId,
      ...(values.makeDefault ? { makeDefault: true } : {}),
    });
  };
  return (
    <MutationDialog
      size="large"
      title={
        billing ? f.message(b.form.editTitle, { name: billing.legalName }) : b.form.createTitle
      }
      submitLabel={billing ? b.form.save : b.form.create}
      onClose={onClose}
      onSubmit={formWrite(form, write)}
      onFailure={(error) => {
        if (!(error instanceof ApiError)) return;
        for (const [name, message] of Object.entries(error.fields)) {
          const field = FIELD_OF[name as keyof typeof FIELD_OF];
          if (field) form.setError(field, { type: 'server', message });
        }
      }}
    >
      {company ? (
        <Text>{f.message(b.form.ofCompany, { name: company.name })}</Text>
      ) : billing ? null : (
        <FormSearchPicker
          control={control}
          name="company"
          label={b.columns.company}
          placeholder={b.form.companyPlaceholder}
          emptyText={b.form.noMatches}
          source={companySource}
          isRequired
        />
      )}
      <FormTextField
        control={control}
        name="legalName"
        label={b.columns.legalName}
        maxLength={TEXT_LIMITS.name}
        isRequired
      />
      <FormTextField
        control={control}
        name="street"
        label={b.form.street}
        maxLength={TEXT_LIMITS.addressLine}
      />
      <FormRow>
        <FormTextField
          control={control}
          name="zip"
          label={b.form.zip}
          maxLength={TEXT_LIMITS.code}
        />
        <FormTextField
          control={control}
          name="city"
          label={b.form.city}
          maxLength={TEXT_LIMITS.addressLine}
        />
        <FormTextField
          control={control}
          name="country"
          label={b.form.country}
          maxLength={TEXT_LIMITS.addressLine}
        />
      </FormRow>
      <FormTextField
        control={control}
        name="accountsEmails"
        label={b.form.accountsEmails}
        description={b.form.accountsEmailsHint}
        maxLength={MAX_EMAILS * (TEXT_LIMITS.email + 2)}
      />
      <FormRow>
        <FormTextField
          control={control}
          name="vatNumber"
          label={b.columns.vatNumber}
          maxLength={TEXT_LIMITS.code}
        />
        <FormNumberField
          control={control}
          name="paymentTermsDays"
          label={b.form.paymentTermsDays}
          minValue={0}
          maxValue={365}
        />
      </FormRow>
      <FormRow>
        <FormSelectField
          control={control}
          name="invoiceGrouping"
          label={b.columns.grouping}
          options={INVOICE_GROUPINGS.map((grouping) => ({
            value: grouping.value,
            label: b.groupings[grouping.value],
          }))}
          isRequired
        />
        <FormTextField
          control={control}
          name="invoicePrefix"
          label={b.form.invoicePrefix}
          description={b.form.invoicePrefixHint}
          maxLength={PREFIX_MAX}
        />
      </FormRow>
      <FormCheckbox control={control} name="purchaseOrderRequired">
        {b.form.purchaseOrderRequired}
      </FormCheckbox>
      {billing ? null : (
        <FormCheckbox control={control} name="makeDefault">
          {b.form.makeDefault}
        </FormCheckbox>
      )}
    </MutationDialog>
  );
}
