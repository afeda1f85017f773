import { BANK_PAYMENT_LIMITS, CURRENCIES, DEFAULT_CURRENCY } from '@staydesk/domain';
import { Button, FormActions, FormLayout, FormRow, FormSection } from '@staydesk/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { FormDayField } from '../../../components/FormDayField';
import { FormSelectField } from '../../../components/FormSelectField';
import { href } from '../../../config/paths';
import { useMessages, type Widen } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextArea, FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { useCreateBankPayment } from './api';
import { type BankPaymentsMessagesEn, bankPaymentsMessages } from './messages';
import { AMOUNT_MAX, paymentDetailsShape } from './payment-schema';

/** The form's schema: the server's limits, with texts in the user's language. */
function manualSchema(v: Widen<BankPaymentsMessagesEn>['validation']) {
  return z.object({
    receivedOn: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, v.date)),
    ...paymentDetailsShape(v),
    currency: z.enum(CURRENCIES, v.currency),
  });
}

type ManualInput = z.input<ReturnType<typeof manualSchema>>;
type ManualValues = z.output<ReturnType<typeof manualSchema>>;

const FIELDS = ['receivedOn', 'amount', 'currency', 'payer', 'reference', 'notes'] as const;
const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

/**
 * One payment entered by hand (day, amount and its currency — pounds unless chosen —, payer, the
 * bank's reference, notes); after saving, the list's unmatched tab, where it waits to be matched.
 */
export function ManualPaymentForm() {
  const m = useMessages(bankPaymentsMessages);
  const navigate = useNavigate();
  const create = useCreateBankPayment();
  const schema = useMemo(() => manualSchema(m.validation), [m]);
  const form = useForm<ManualInput, unknown, ManualValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      receivedOn: '',
      amount: '',
      currency: DEFAULT_CURRENCY,
      payer: '',
      reference: '',
      notes: '',
    },
  });
  const control = form.control;
  const list = href('bankPayments');
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.trigger(values);
      void navigate(list);
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={m.modes.manual}>
      <FormLayout>
        <FormSection title={m.manual.section}>
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
              options={CURRENCY_OPTIONS}
              isRequired
            />
          </FormRow>
          <FormRow>
            <FormTextField
              control={control}
              name="payer"
              label={m.manual.payer}
              description={m.manual.payerHint}
              maxLength={BANK_PAYMENT_LIMITS.payer}
              isRequired
            />
            <FormTextField
              control={control}
              name="reference"
              label={m.manual.reference}
              description={m.manual.referenceHint}
              maxLength={BANK_PAYMENT_LIMITS.reference}
            />
          </FormRow>
          <FormTextArea
            control={control}
            name="notes"
            label={m.manual.notes}
            maxLength={BANK_PAYMENT_LIMITS.notes}
            rows={3}
          />
        </FormSection>
        <FormActions
          secondary={
            <Button variant="secondary" onPress={() => void navigate(list)}>
              {m.manual.cancel}
            </Button>
          }
          primary={
            <Button type="submit" isPending={create.isPending}>
              {m.manual.submit}
            </Button>
          }
        />
      </FormLayout>
    </form>
  );
}
