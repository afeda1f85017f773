import {
  compareMoney,
  type InvoiceView,
  MONEY_AMOUNT_PATTERN,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@staydesk/domain';
import {
  Box,
  Button,
  FormActions,
  FormLayout,
  FormRow,
  FormSection,
  Link,
  Loader,
  PageHeader,
  Stack,
  Text,
} from '@staydesk/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod/mini';
import { FormDayField } from '../../../components/FormDayField';
import { FormSelectField } from '../../../components/FormSelectField';
import { href } from '../../../config/paths';
import { useFormat, useMessages, useT, type Widen } from '../../../i18n';
import { useRecordCrumb } from '../../../lib/crumbs';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { useInvoiceConflictRefresh, useRecordPayment } from '../api/invoice-writes';
import { useInvoice } from '../api/invoices';
import { moneyText } from '../components/money';
import { type InvoiceRecordMessagesEn, invoiceRecordMessages } from '../record/messages';

const AMOUNT_MAX = 14;
const REFERENCE_MAX = 160;
const PAYABLE = new Set<InvoiceView['status']>(['issued', 'partPaid', 'overdue']);

/** The form's schema: an amount above 0 and up to the balance, a day, a method, a reference. */
function paymentFormSchema(
  v: Widen<InvoiceRecordMessagesEn>['validation'],
  balance: InvoiceView['balance'],
) {
  return z.object({
    amount: z.string().check(
      z.trim(),
      z.regex(MONEY_AMOUNT_PATTERN, v.amount),
      z.refine((amount) => !amount.startsWith('-') && Number(amount) > 0, v.positive),
      z.refine(
        (amount) =>
          !MONEY_AMOUNT_PATTERN.test(amount) ||
          compareMoney({ amount, currency: balance.currency }, balance) <= 0,
        v.overBalance,
      ),
    ),
    paidOn: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, v.date)),
    method: z.enum(PAYMENT_METHODS, { error: v.required }),
    reference: z.string().check(z.trim(), z.maxLength(REFERENCE_MAX, v.tooLong)),
  });
}

type PaymentFormInput = z.input<ReturnType<typeof paymentFormSchema>>;
type PaymentFormValues = z.output<ReturnType<typeof paymentFormSchema>>;

function PaymentForm({ invoice }: { invoice: InvoiceView }) {
  const m = useMessages(invoiceRecordMessages);
  const f = useFormat();
  const navigate = useNavigate();
  const pay = useRecordPayment();
  const refresh = useInvoiceConflictRefresh();
  const schema = useMemo(
    () => paymentFormSchema(m.validation, invoice.balance),
    [m, invoice.balance],
  );
  const form = useForm<PaymentFormInput, unknown, PaymentFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      amount: invoice.balance.amount,
      paidOn: '',
      method: 'bankTransfer' satisfies PaymentMethod,
      reference: '',
    },
  });
  const control = form.control;
  const back = href('invoiceDetail', { invoiceId: invoice.id });
  const submit = form.handleSubmit(async (values) => {
    try {
      await pay.trigger({ id: invoice.id, ...values });
      void navigate(back);
    } catch (error) {
      if (
        !applyServerFieldErrors(error, ['amount', 'paidOn', 'method', 'reference'], form.setError)
      )
        refresh(error);
    }
  });
  const balance = moneyText(f, invoice.balance);

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormLayout>
        <FormSection title={m.payment.section}>
          <FormRow>
            <FormTextField
              control={control}
              name="amount"
              label={`${m.payment.amount} (${invoice.currency})`}
              description={f.message(m.payment.amountHint, { balance })}
              inputMode="decimal"
              maxLength={AMOUNT_MAX}
              isRequired
            />
            <FormDayField control={control} name="paidOn" label={m.payment.paidOn} isRequired />
          </FormRow>
          <FormRow>
            <FormSelectField
              control={control}
              name="method"
              label={m.payment.method}
              isRequired
              options={PAYMENT_METHODS.map((method) => ({
                value: method,
                label: m.methods[method],
              }))}
            />
            <FormTextField
              control={control}
              name="reference"
              label={m.payment.reference}
              description={m.payment.referenceHint}
              maxLength={REFERENCE_MAX}
            />
          </FormRow>
        </FormSection>
        <FormActions
          secondary={
            <Button variant="secondary" onPress={() => void navigate(back)}>
              {m.payment.cancel}
            </Button>
          }
          primary={
            <Button type="submit" isPending={pay.isPending}>
              {m.payment.submit}
            </Button>
          }
        />
      </FormLayout>
    </form>
  );
}

/**
 * invoices/list/:invoiceId/payment: record a payment (amount up to the balance, date, method,
 * reference) on react-hook-form with zod; back to the invoice after, its balance and status moved.
 */
export function PaymentScreen() {
  const m = useMessages(invoiceRecordMessages);
  const f = useFormat();
  const t = useT();
  const { invoiceId = '' } = useParams();
  const { data, error } = useInvoice(invoiceId);
  useRecordCrumb('invoiceId', data ? (data.number ?? m.draftTitle) : undefined);
  return (
    <Box as="section">
      <Stack space="large">
        <Box>
          <Link href={href('invoiceDetail', { invoiceId })}>{m.payment.backToInvoice}</Link>
        </Box>
        {!data && !error ? <Loader label={t.common.loading} /> : null}
        {error && !data ? <Text>{m.notFound}</Text> : null}
        {data ? (
          <>
            <PageHeader
              title={m.payment.title}
              description={f.message(m.payment.intro, {
                number: data.number ?? m.draftTitle,
                balance: moneyText(f, data.balance),
              })}
            />
            {PAYABLE.has(data.status) && !data.deleted ? (
              <PaymentForm invoice={data} />
            ) : (
              <Text tone="secondary">{m.payment.notPayable}</Text>
            )}
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
