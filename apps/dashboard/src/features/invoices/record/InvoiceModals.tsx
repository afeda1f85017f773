import {
  type CreditNoteRequest,
  INVOICE_ITEM_KINDS,
  type InvoiceItemKind,
  type InvoiceView,
  invoiceLineInputSchema,
  lineTotals,
  MONEY_AMOUNT_PATTERN,
  type Money,
  subtractMoney,
  sumTotals,
} from '@staydesk/domain';
import {
  Button,
  Checkbox,
  Grid,
  Inline,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@staydesk/ui';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { MutationDialog } from '../../../components/MutationDialog';
import { useFormat, useMessages } from '../../../i18n';
import {
  useActiveTaxRates,
  useCreateCreditNote,
  useDeleteInvoice,
  useInvoiceConflictRefresh,
  useIssueInvoice,
  useUpdateInvoiceDraft,
  useVoidInvoice,
} from '../api/invoice-writes';
import { moneyText } from '../components/money';
import { invoiceRecordMessages } from './messages';

export type InvoiceModal =
  | { kind: 'issue' }
  | { kind: 'void' }
  | { kind: 'delete' }
  | { kind: 'lines' }
  | { kind: 'credit' };

interface ModalProps {
  invoice: InvoiceView;
  onClose: () => void;
}

const DESCRIPTION_MAX = 500;
const REASON_MAX = 500;
const AMOUNT_MAX = 14;
const QUANTITY_MAX = 10;
const QUANTITY_PATTERN = /^\d{1,6}(\.\d{1,3})?$/;

/** Issue, void or delete: one confirmation each, a refusal (409/422) refreshing the invoice. */
function ConfirmModal({
  invoice,
  onClose,
  action,
}: ModalProps & { action: 'issue' | 'void' | 'delete' }) {
  const m = useMessages(invoiceRecordMessages);
  const f = useFormat();
  const issue = useIssueInvoice();
  const voiding = useVoidInvoice();
  const remove = useDeleteInvoice();
  const refresh = useInvoiceConflictRefresh();
  const mutation = action === 'issue' ? issue : action === 'void' ? voiding : remove;
  const texts = m.modals[action];
  return (
    <ConfirmAction
      title={f.message(texts.title, { number: invoice.number ?? '' })}
      message={f.message(texts.text, { company: invoice.billingCompanyName })}
      confirmLabel={texts.confirm}
      pendingLabel={texts.pending}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      tone={action === 'issue' ? 'neutral' : 'critical'}
      onClose={onClose}
      onConfirm={() => mutation.trigger({ id: invoice.id, version: invoice.version })}
      refresh={refresh}
    />
  );
}

interface LineDraft {
  key: number;
  kind: InvoiceItemKind;
  description: string;
  bookingId: string | null;
  period: { from: string; to: string } | null;
  quantity: string;
  unitPrice: string;
  taxRateId: string;
  catalogueItemId: string | null;
}

type LineErrors = Partial<Record<'description' | 'quantity' | 'unitPrice' | 'taxRateId', string>>;

function draftsOf(invoice: InvoiceView): LineDraft[] {
  return invoice.lines.map((line, index) => ({
    key: index,
    kind: line.kind,
    description: line.description,
    bookingId: line.bookingId,
    period: line.period,
    quantity: line.quantity,
    unitPrice: line.unitPrice.amount,
    taxRateId: line.taxRateId ?? '',
    catalogueItemId: line.catalogueItemId,
  }));
}

/** A draft's lines in a dialog: description, kind, quantity, unit price, VAT rate; versioned save. */
function LinesModal({ invoice, onClose }: ModalProps) {
  const m = useMessages(invoiceRecordMessages);
  const f = useFormat();
  const rates = useActiveTaxRates();
  const update = useUpdateInvoiceDraft();
  const refresh = useInvoiceConflictRefresh();
  const [lines, setLines] = useState<LineDraft[]>(() => draftsOf(invoice));
  const [next, setNext] = useState(invoice.lines.length);
  const [errors, setErrors] = useState<Record<number, LineErrors>>({});
  const rateList = rates.data ?? [];
  const percentOf = (id: string) => rateList.find((rate) => rate.id === id)?.percentage;
  const change = (key: number, patch: Partial<LineDraft>) => {
    setLines((previous) =>
      previous.map((line) => (line.key === key ? { ...line, ...patch } : line)),
    );
    setErrors((previous) => ({ ...previous, [key]: {} }));
  };
  const defaultRate = rateList.find((rate) => rate.isDefault)?.id ?? rateList[0]?.id ?? '';
  const add = () => {
    setLines((previous) => [
      ...previous,
      {
        key: next,
        kind: 'other',
        description: '',
        bookingId: null,
        period: null,
        quantity: '1',
        unitPrice: '',
        taxRateId: defaultRate,
        catalogueItemId: null,
      },
    ]);
    setNext(next + 1);
  };
  const valid = (line: LineDraft) =>
    QUANTITY_PATTERN.test(line.quantity.trim()) &&
    MONEY_AMOUNT_PATTERN.test(line.unitPrice.trim()) &&
    percentOf(line.taxRateId) !== undefined;
  const figures = lines.filter(valid).map((line) =>
    lineTotals({
      quantity: line.quantity.trim(),
      unitPrice: { amount: line.unitPrice.trim(), currency: invoice.currency },
      taxPercent: percentOf(line.taxRateId) ?? '0',
    }),
  );
  const totals = sumTotals(figures, invoice.currency);

  // A refusal (someone saved first, or nights already invoiced) reloads the invoice and keeps the
  // lines typed, with the server's words; saving again uses the new version.
  const save = () => {
    const found: Record<number, LineErrors> = {};
    for (const line of lines) {
      const lineErrors: LineErrors = {};
      if (line.description.trim() === '') lineErrors.description = m.validation.required;
      if (!QUANTITY_PATTERN.test(line.quantity.trim()) || Number(line.quantity) <= 0)
        lineErrors.quantity = m.validation.quantity;
      if (!MONEY_AMOUNT_PATTERN.test(line.unitPrice.trim()))
        lineErrors.unitPrice = m.validation.amount;
      if (percentOf(line.taxRateId) === undefined) lineErrors.taxRateId = m.validation.required;
      if (Object.keys(lineErrors).length > 0) found[line.key] = lineErrors;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    const body = lines.map(({ key: _key, ...line }) =>
      invoiceLineInputSchema.parse({
        ...line,
        description: line.description.trim(),
        quantity: line.quantity.trim(),
        unitPrice: line.unitPrice.trim(),
      }),
    );
    return update.trigger({ id: invoice.id, version: invoice.version, lines: body });
  };

  return (
    <MutationDialog
      size="large"
      title={m.modals.lines.title}
      submitLabel={m.modals.lines.save}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      onClose={onClose}
      onSubmit={save}
      refresh={refresh}
    >
      {({ clearRefusal }) => {
        const edit = (key: number, patch: Partial<LineDraft>) => {
          change(key, patch);
          clearRefusal();
        };
        return (
          <Stack space="large">
            {rates.data && rateList.length === 0 ? (
              <Text tone="critical">{m.modals.lines.noRates}</Text>
            ) : null}
            {lines.map((line, index) => {
              const lineErrors = errors[line.key] ?? {};
              const position = index + 1;
              return (
                <fieldset
                  key={line.key}
                  style={{ border: 0, margin: 0, padding: 0, minInlineSize: 0 }}
                  aria-label={f.message(m.modals.lines.line, { position })}
                  data-part="line"
                >
                  <Stack space="small">
                    <Inline space="small" align="space-between" alignY="center">
                      <Text weight="strong">{f.message(m.modals.lines.line, { position })}</Text>
                      <Button
                        variant="ghost"
                        size="small"
                        onPress={() =>
                          setLines((previous) => previous.filter((entry) => entry.key !== line.key))
                        }
                      >
                        {f.message(m.modals.lines.remove, { position })}
                      </Button>
                    </Inline>
                    <TextField
                      label={m.lines.description}
                      value={line.description}
                      maxLength={DESCRIPTION_MAX}
                      isRequired
                      isInvalid={Boolean(lineErrors.description)}
                      errorMessage={lineErrors.description}
                      onChange={(description) => edit(line.key, { description })}
                    />
                    <Grid columns={[1, 2, 4]} space="small">
                      <Select
                        label={m.modals.lines.kind}
                        items={INVOICE_ITEM_KINDS.map((kind) => ({
                          id: kind.value,
                          label: m.kinds[kind.value],
                        }))}
                        selectedKey={line.kind}
                        onSelectionChange={(key) => {
                          const kind = INVOICE_ITEM_KINDS.find((entry) => entry.value === key);
                          if (kind) edit(line.key, { kind: kind.value });
                        }}
                      >
                        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                      </Select>
                      <TextField
                        label={m.lines.quantity}
                        value={line.quantity}
                        inputMode="decimal"
                        maxLength={QUANTITY_MAX}
                        isRequired
                        isInvalid={Boolean(lineErrors.quantity)}
                        errorMessage={lineErrors.quantity}
                        onChange={(quantity) => edit(line.key, { quantity })}
                      />
                      <TextField
                        label={`${m.lines.unitPrice} (${invoice.currency})`}
                        value={line.unitPrice}
                        inputMode="decimal"
                        maxLength={AMOUNT_MAX}
                        isRequired
                        isInvalid={Boolean(lineErrors.unitPrice)}
                        errorMessage={lineErrors.unitPrice}
                        onChange={(unitPrice) => edit(line.key, { unitPrice })}
                      />
                      <Select
                        label={m.lines.taxRate}
                        placeholder={m.modals.lines.chooseRate}
                        items={rateList.map((rate) => ({
                          id: rate.id,
                          label: `${rate.name} (${f.percent(Number(rate.percentage))})`,
                        }))}
                        selectedKey={line.taxRateId || null}
                        isRequired
                        isInvalid={Boolean(lineErrors.taxRateId)}
                        errorMessage={lineErrors.taxRateId}
                        onSelectionChange={(key) =>
                          edit(line.key, { taxRateId: key === null ? '' : String(key) })
                        }
                      >
                        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                      </Select>
                    </Grid>
                  </Stack>
                </fieldset>
              );
            })}
            <Inline space="small" align="space-between" alignY="center">
              <Button variant="secondary" onPress={add}>
                {m.modals.lines.add}
              </Button>
              <Text weight="medium">
                {f.message(m.modals.lines.total, {
                  net: moneyText(f, totals.net),
                  tax: moneyText(f, totals.tax),
                  gross: moneyText(f, totals.gross),
                })}
              </Text>
            </Inline>
          </Stack>
        );
      }}
    </MutationDialog>
  );
}

type CreditMode = 'whole' | 'lines' | 'amount';

/** What is left to credit: the gross not yet credited. */
function leftToCredit(invoice: InvoiceView): Money {
  return subtractMoney(invoice.totals.gross, invoice.amountCredited);
}

/** Credit note (spec §2 modal): the whole invoice, chosen lines (whole or part) or an amount, with a reason. */
function CreditModal({ invoice, onClose }: ModalProps) {
  const m = useMessages(invoiceRecordMessages);
  const f = useFormat();
  const rates = useActiveTaxRates();
  const create = useCreateCreditNote();
  const refresh = useInvoiceConflictRefresh();
  const [mode, setMode] = useState<CreditMode>('whole');
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [net, setNet] = useState('');
  const [rateId, setRateId] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<
    Partial<Record<'lines' | 'net' | 'rate' | 'reason', string>>
  >({});
  const rateList = rates.data ?? [];
  const rate = rateId ?? rateList.find((entry) => entry.isDefault)?.id ?? rateList[0]?.id ?? null;
  // An amount takes the default rate once the rates have arrived: until then the button waits,
  // rather than saying a rate is required while the default is on its way.
  const ratesPending = mode === 'amount' && rates.data === undefined && rates.error === undefined;
  const clearErrors = () => setErrors({});
  // What each line has left: its quantity less the part already credited (pro rata to its gross).
  const lineLeft = (line: InvoiceView['lines'][number]) => {
    const gross = Number(line.gross.amount);
    const share = gross === 0 ? 0 : Number(line.credited.amount) / gross;
    return Math.max(0, Math.round(Number(line.quantity) * (1 - share) * 1000) / 1000);
  };
  const creditable = invoice.lines.filter((line) => lineLeft(line) > 0);

  const submit = () => {
    const found: typeof errors = {};
    if (reason.trim() === '') found.reason = m.validation.required;
    let credit: CreditNoteRequest['credit'] = { mode: 'whole' };
    if (mode === 'lines') {
      const picked = Object.entries(chosen);
      if (picked.length === 0) found.lines = m.modals.credit.chooseLine;
      else if (
        picked.some(
          ([, quantity]) => !QUANTITY_PATTERN.test(quantity.trim()) || Number(quantity) <= 0,
        )
      )
        found.lines = m.validation.quantity;
      credit = {
        mode: 'lines',
        lines: picked.map(([lineId, quantity]) => ({ lineId, quantity: quantity.trim() })),
      };
    } else if (mode === 'amount') {
      const amount = net.trim();
      if (!MONEY_AMOUNT_PATTERN.test(amount) || amount.startsWith('-'))
        found.net = m.validation.amount;
      else if (Number(amount) <= 0) found.net = m.validation.positive;
      if (!rate) found.rate = m.validation.required;
      credit = {
        mode: 'amount',
        net: amount,
        taxRateId: rate ?? '',
        ...(description.trim() ? { description: description.trim() } : {}),
      };
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    return create.trigger({ invoiceId: invoice.id, reason: reason.trim(), credit });
  };

  return (
    <MutationDialog
      size="large"
      title={f.message(m.modals.credit.title, { number: invoice.number ?? '' })}
      submitLabel={m.modals.credit.submit}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      onClose={onClose}
      onSubmit={submit}
      refresh={refresh}
      isWaiting={ratesPending}
    >
      {({ clearRefusal }) => {
        const clear = () => {
          clearErrors();
          clearRefusal();
        };
        return (
          <>
            <Text>
              {f.message(m.modals.credit.intro, { amount: moneyText(f, leftToCredit(invoice)) })}
            </Text>
            <RadioGroup
              label={m.modals.credit.mode}
              value={mode}
              orientation="horizontal"
              onChange={(value) => {
                if (value === 'whole' || value === 'lines' || value === 'amount') setMode(value);
                clear();
              }}
            >
              <Radio value="whole">{m.modals.credit.whole}</Radio>
              <Radio value="lines">{m.modals.credit.lines}</Radio>
              <Radio value="amount">{m.modals.credit.amount}</Radio>
            </RadioGroup>
            {mode === 'lines' ? (
              <Stack space="small">
                {creditable.map((line) => {
                  const left = lineLeft(line);
                  const picked = chosen[line.id];
                  return (
                    <Inline key={line.id} space="small" alignY="center">
                      <Checkbox
                        isSelected={picked !== undefined}
                        onChange={(selected) => {
                          setChosen((previous) => {
                            const nextChosen = { ...previous };
                            if (selected) nextChosen[line.id] = String(left);
                            else delete nextChosen[line.id];
                            return nextChosen;
                          });
                          clear();
                        }}
                        description={f.message(m.modals.credit.lineLeft, {
                          quantity: f.number(left, { maximumFractionDigits: 3 }),
                          total: f.number(Number(line.quantity), { maximumFractionDigits: 3 }),
                        })}
                      >
                        {`${line.description} · ${moneyText(f, line.gross)}`}
                      </Checkbox>
                      {picked !== undefined ? (
                        <TextField
                          label={m.modals.credit.quantity}
                          value={picked}
                          inputMode="decimal"
                          maxLength={QUANTITY_MAX}
                          onChange={(quantity) => {
                            setChosen((previous) => ({ ...previous, [line.id]: quantity }));
                            clear();
                          }}
                        />
                      ) : null}
                    </Inline>
                  );
                })}
                {errors.lines ? <Text tone="critical">{errors.lines}</Text> : null}
              </Stack>
            ) : null}
            {mode === 'amount' ? (
              <Stack space="small">
                <Inline space="small" alignY="flex-start">
                  <TextField
                    label={`${m.modals.credit.net} (${invoice.currency})`}
                    value={net}
                    inputMode="decimal"
                    maxLength={AMOUNT_MAX}
                    isRequired
                    isInvalid={Boolean(errors.net)}
                    errorMessage={errors.net}
                    onChange={(value) => {
                      setNet(value);
                      clear();
                    }}
                  />
                  <Select
                    label={m.modals.credit.taxRate}
                    items={rateList.map((entry) => ({
                      id: entry.id,
                      label: `${entry.name} (${f.percent(Number(entry.percentage))})`,
                    }))}
                    selectedKey={rate}
                    isRequired
                    isInvalid={Boolean(errors.rate)}
                    errorMessage={errors.rate}
                    onSelectionChange={(key) => {
                      setRateId(key === null ? null : String(key));
                      clear();
                    }}
                  >
                    {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                  </Select>
                </Inline>
                <TextField
                  label={m.modals.credit.description}
                  placeholder={m.modals.credit.descriptionPlaceholder}
                  value={description}
                  maxLength={DESCRIPTION_MAX}
                  onChange={setDescription}
                />
              </Stack>
            ) : null}
            <TextArea
              label={m.modals.credit.reason}
              value={reason}
              maxLength={REASON_MAX}
              isRequired
              isInvalid={Boolean(errors.reason)}
              errorMessage={errors.reason}
              onChange={(value) => {
                setReason(value);
                clear();
              }}
            />
          </>
        );
      }}
    </MutationDialog>
  );
}

/** The invoice page's dialogs, loaded when one opens (spec §2: modals load on demand). */
export function InvoiceModals({
  invoice,
  open,
  onClose,
}: {
  invoice: InvoiceView;
  open: InvoiceModal;
  onClose: () => void;
}) {
  switch (open.kind) {
    case 'issue':
    case 'void':
    case 'delete':
      return <ConfirmModal invoice={invoice} onClose={onClose} action={open.kind} />;
    case 'lines':
      return <LinesModal invoice={invoice} onClose={onClose} />;
    case 'credit':
      return <CreditModal invoice={invoice} onClose={onClose} />;
  }
}
