import {
  BANK_PAYMENT_LIMITS,
  type BankPaymentEdit,
  type BankPaymentView,
  CURRENCIES,
} from '@staydesk/domain';
import { Button, FormRow, Heading, Inline, Stack, Text } from '@staydesk/ui';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormDayField } from '../../../components/FormDayField';
import { FormSelectField } from '../../../components/FormSelectField';
import { Refusal } from '../../../components/Refusal';
import { useMessages, type Widen } from '../../../i18n';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextArea, FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { useBankPaymentConflictRefresh, useEditBankPayment } from './api';
import { type BankPaymentsMessagesEn, bankPaymentsMessages } from './messages';
import { AMOUNT_MAX, paymentDetailsShape } from './payment-schema';

type Messages = Widen<BankPaymentsMessagesEn>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The form's schema: the server's limits (bankPaymentEditSchema), in the user's language. */
function editSchema(v: Messages['validation']) {
  return z.object({
    receivedOn: z.string().check(z.trim(), z.refine(isDay, v.day)),
    ...paymentDetailsShape(v),
    currency: z.string().check(z.regex(/^[A-Z]{3}$/, v.currency)),
  });
}

type EditInput = z.input<ReturnType<typeof editSchema>>;
type EditValues = z.output<ReturnType<typeof editSchema>>;

const FIELDS = ['receivedOn', 'amount', 'currency', 'payer', 'reference', 'notes'] as const;

const valuesOf = (payment: BankPaymentView): EditInput => ({
  receivedOn: payment.receivedOn,
  amount: payment.amount.amount,
  currency: payment.amount.currency,
  payer: payment.payer,
  reference: payment.reference,
  notes: payment.notes,
});

/**
 * Correcting a payment in its panel, with the version read when the form opened. While the
 * payment is unmatched everything it is can change (day, amount, currency, payer, reference,
 * notes); once matched or ignored, only its notes (the server's rule). A 409 (someone saved
 * first) reads the payment again — the panel's facts show the saved state — and keeps what was
 * typed; saving again then uses the fresh version.
 */
export function EditPaymentForm({
  payment,
  onDone,
}: {
  payment: BankPaymentView;
  onDone: () => void;
}) {
  const m = useMessages(bankPaymentsMessages);
  const edit = useEditBankPayment();
  const refresh = useBankPaymentConflictRefresh();
  // The version read when the form opened; after a 409, the one the panel now shows.
  const [readVersion] = useState(payment.version);
  const [conflicted, setConflicted] = useState(false);
  const version = conflicted ? payment.version : readVersion;
  const [refusal, setRefusal] = useState<string | null>(null);
  const schema = useMemo(() => editSchema(m.validation), [m]);
  const open = payment.status === 'unmatched';
  const currencies = useMemo(
    () =>
      (CURRENCIES as readonly string[]).includes(payment.amount.currency)
        ? CURRENCIES
        : [payment.amount.currency, ...CURRENCIES],
    [payment.amount.currency],
  );
  const form = useForm<EditInput, unknown, EditValues>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(payment),
  });
  const control = form.control;
  // Read while rendering, so react-hook-form tracks which fields the person changed.
  const { dirtyFields } = form.formState;
  // After a 409 the fields the person did not touch take the saved values.
  useEffect(() => {
    if (conflicted) form.reset(valuesOf(payment), { keepDirtyValues: true });
  }, [conflicted, payment, form]);
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    // Only what the person changed is sent: a value saved meanwhile by someone else stays.
    const changed = FIELDS.filter((field) => dirtyFields[field] && (open || field === 'notes'));
    if (changed.length === 0) {
      onDone();
      return;
    }
    const body: BankPaymentEdit = { version };
    for (const field of changed) body[field] = values[field];
    try {
      await edit.trigger({ id: payment.id, ...body });
      onDone();
    } catch (error) {
      if (applyServerFieldErrors(error, FIELDS, form.setError)) return;
      if (error instanceof ApiError && error.status === 409) {
        // The facts above are read again; the next save is against what they show.
        refresh(error);
        setRefusal(m.edit.conflict);
        setConflicted(true);
        return;
      }
      refresh(error);
      setRefusal(errorMessage(error) ?? null);
    }
  });
  return (
    <form
      noValidate
      aria-label={m.edit.title}
      onSubmit={(event) => void submit(event)}
      data-part="edit-payment"
    >
      <Stack space="small">
        <Stack space="xxsmall">
          <Heading level={3}>{m.edit.title}</Heading>
          <Text size="small" tone="secondary">
            {open
              ? m.edit.intro
              : payment.status === 'ignored'
                ? m.edit.ignoredNote
                : m.edit.matchedNote}
          </Text>
        </Stack>
        {open ? (
          <>
            <FormRow>
              <FormDayField
                control={control}
                name="receivedOn"
                label={m.manual.receivedOn}
                isRequired
              />
              <FormTextField
                control={control}
                name="amount"
                label={m.manual.amount}
                inputMode="decimal"
                maxLength={AMOUNT_MAX}
                isRequired
              />
              <FormSelectField
                control={control}
                name="currency"
                label={m.manual.currency}
                options={currencies.map((code) => ({ value: code, label: code }))}
                isRequired
              />
            </FormRow>
            <FormTextField
              control={control}
              name="payer"
              label={m.manual.payer}
              maxLength={BANK_PAYMENT_LIMITS.payer}
              isRequired
            />
            <FormTextField
              control={control}
              name="reference"
              label={m.manual.reference}
              maxLength={BANK_PAYMENT_LIMITS.reference}
            />
          </>
        ) : null}
        <FormTextArea
          control={control}
          name="notes"
          label={m.manual.notes}
          maxLength={BANK_PAYMENT_LIMITS.notes}
          rows={3}
        />
        <Refusal message={refusal} />
        <Inline space="small" align="flex-end">
          <Button variant="secondary" onPress={onDone}>
            {m.edit.cancel}
          </Button>
          <Button type="submit" isPending={edit.isPending}>
            {edit.isPending ? m.edit.saving : m.edit.save}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
