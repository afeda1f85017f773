import {
  type CreditNoteRequest,
  creditNoteRequestSchema,
  type InvoiceView,
  MONEY_AMOUNT_PATTERN,
} from '@staydesk/domain';
import {
  Box,
  Button,
  Card,
  Checkbox,
  FormActions,
  FormLayout,
  FormRow,
  FormSection,
  PageHeader,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@staydesk/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchPicker } from '../../../components/SearchPicker';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import type { PickOption } from '../../../lib/options';
import { creditableInvoiceSource, useActiveTaxRates, useCreateCreditNote, useInvoice } from './api';
import { billingMessages } from './messages';

type Mode = 'whole' | 'lines' | 'amount';
const MODES: readonly Mode[] = ['whole', 'lines', 'amount'];
const QUANTITY = /^\d{1,6}(\.\d{1,3})?$/;
const POSITIVE = /^\d{1,10}(\.\d{1,2})?$/;

const moneyText = (f: Formatters, amount: string, currency: string) =>
  f.money(Number(amount), currency);

type Errors = Partial<Record<'invoice' | 'reason' | 'lines' | 'net' | 'taxRateId', string>>;

/** The invoice's lines still open to a credit (some of their gross not yet credited). */
function openLines(invoice: InvoiceView) {
  return invoice.lines.filter(
    (line) =>
      MONEY_AMOUNT_PATTERN.test(line.gross.amount) && line.credited.amount !== line.gross.amount,
  );
}

/**
 * invoices/negative-invoice/create: a credit note against an issued invoice chosen by its
 * number — the whole invoice, chosen lines (each whole or part of its quantity) or an amount at
 * a tax rate, with a reason. The server numbers it at once (CN-) and moves the invoice's
 * balance and status; success opens the invoice.
 */
export function NegativeInvoiceScreen() {
  const m = useMessages(billingMessages);
  const f = useFormat();
  const n = m.negative;
  const navigate = useNavigate();
  const [picked, setPicked] = useState<PickOption | null>(null);
  const [mode, setMode] = useState<Mode>('whole');
  const [lines, setLines] = useState<Record<string, string | null>>({});
  const [net, setNet] = useState('');
  const [taxRateId, setTaxRateId] = useState('');
  const [description, setDescription] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const invoice = useInvoice(picked?.id ?? null);
  const rates = useActiveTaxRates();
  const create = useCreateCreditNote();
  const source = useMemo(
    () =>
      creditableInvoiceSource((item) =>
        f.message(n.invoiceDetail, {
          company: item.billingCompanyName,
          gross: moneyText(f, item.totals.gross.amount, item.totals.gross.currency),
        }),
      ),
    [f, n],
  );
  const defaultRate = rates.data?.items.find((rate) => rate.isDefault)?.id ?? '';
  const chosenRate = taxRateId || defaultRate;

  const request = (): CreditNoteRequest | null => {
    const found: Errors = {};
    if (!picked) found.invoice = m.validation.invoice;
    if (!reason.trim()) found.reason = m.validation.required;
    let credit: CreditNoteRequest['credit'] = { mode: 'whole' };
    if (mode === 'lines') {
      const chosen = Object.entries(lines).filter(([, quantity]) => quantity !== null);
      if (chosen.length === 0) found.lines = m.validation.lines;
      if (chosen.some(([, quantity]) => quantity && !QUANTITY.test(quantity.trim()))) {
        found.lines = m.validation.quantity;
      }
      credit = {
        mode: 'lines',
        lines: chosen.map(([lineId, quantity]) =>
          quantity?.trim() ? { lineId, quantity: quantity.trim() } : { lineId },
        ),
      };
    } else if (mode === 'amount') {
      if (!POSITIVE.test(net.trim()) || !/[1-9]/.test(net)) found.net = m.validation.amount;
      if (!chosenRate) found.taxRateId = m.validation.taxRate;
      credit = {
        mode: 'amount',
        net: net.trim(),
        taxRateId: chosenRate,
        ...(description.trim() ? { description: description.trim() } : {}),
      };
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !picked) return null;
    const body = creditNoteRequestSchema.safeParse({ invoiceId: picked.id, reason, credit });
    return body.success ? body.data : null;
  };

  const submit = async () => {
    const body = request();
    if (!body) return;
    try {
      await create.trigger(body);
      void navigate(href('invoiceDetail', { invoiceId: body.invoiceId }));
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const found: Errors = {};
      for (const [name, message] of Object.entries(error.fields)) {
        if (name === 'reason') found.reason = message;
        else if (name === 'invoiceId') found.invoice = message;
        else if (name.includes('net')) found.net = message;
        else if (name.includes('taxRateId')) found.taxRateId = message;
        else if (name.includes('lines')) found.lines = message;
      }
      setErrors(found);
    }
  };

  const view = invoice.data;
  return (
    <Box as="section">
      <Stack space="large">
        <PageHeader title={n.title} description={n.description} />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormLayout>
            <FormSection title={n.sections.invoice}>
              <SearchPicker
                label={n.invoice}
                placeholder={n.invoicePlaceholder}
                emptyText={n.noMatches}
                source={source}
                value={picked}
                onChange={(option) => {
                  setPicked(option);
                  setLines({});
                  setErrors({});
                }}
                isRequired
                isInvalid={Boolean(errors.invoice)}
                errorMessage={errors.invoice}
              />
              {view ? (
                <Text tone="secondary">
                  {f.message(n.invoiceFacts, {
                    company: view.billingCompanyName,
                    date: view.issueDate ? f.day(view.issueDate) : '',
                    gross: moneyText(f, view.totals.gross.amount, view.currency),
                    credited: moneyText(f, view.amountCredited.amount, view.currency),
                  })}
                </Text>
              ) : null}
            </FormSection>
            <FormSection title={n.sections.credit}>
              <RadioGroup
                label={n.mode}
                value={mode}
                onChange={(value) => {
                  const next = MODES.find((candidate) => candidate === value);
                  if (next) setMode(next);
                }}
              >
                {MODES.map((value) => (
                  <Radio key={value} value={value}>
                    {n.modes[value]}
                  </Radio>
                ))}
              </RadioGroup>
              {mode === 'lines' && view ? (
                <Stack space="small">
                  <Text weight="strong">{n.linesLabel}</Text>
                  {openLines(view).map((line) => {
                    const quantity = lines[line.id];
                    const isChosen = quantity !== undefined && quantity !== null;
                    return (
                      <Card key={line.id} padding="medium">
                        <Stack space="small">
                          <Checkbox
                            isSelected={isChosen}
                            onChange={(selected) =>
                              setLines((previous) => ({
                                ...previous,
                                [line.id]: selected ? '' : null,
                              }))
                            }
                          >
                            {f.message(n.lineText, {
                              description: line.description,
                              quantity: line.quantity,
                              price: moneyText(f, line.unitPrice.amount, line.unitPrice.currency),
                            })}
                          </Checkbox>
                          {isChosen ? (
                            <TextField
                              label={n.creditQuantity}
                              description={f.message(n.creditQuantityHint, {
                                quantity: line.quantity,
                              })}
                              inputMode="decimal"
                              maxLength={10}
                              value={quantity}
                              onChange={(value) =>
                                setLines((previous) => ({ ...previous, [line.id]: value }))
                              }
                            />
                          ) : null}
                        </Stack>
                      </Card>
                    );
                  })}
                  {errors.lines ? (
                    <Text tone="critical" role="alert">
                      {errors.lines}
                    </Text>
                  ) : null}
                </Stack>
              ) : null}
              {mode === 'amount' ? (
                <Stack space="medium">
                  <FormRow>
                    <TextField
                      label={n.net}
                      inputMode="decimal"
                      maxLength={14}
                      isRequired
                      value={net}
                      onChange={setNet}
                      isInvalid={Boolean(errors.net)}
                      errorMessage={errors.net}
                    />
                    <Select
                      label={n.taxRate}
                      isRequired
                      items={(rates.data?.items ?? []).map((rate) => ({
                        id: rate.id,
                        label: f.message(m.create.taxRateText, {
                          name: rate.name,
                          percent: f.percent(Number(rate.percentage)),
                        }),
                      }))}
                      selectedKey={chosenRate || null}
                      onSelectionChange={(key) => setTaxRateId(key === null ? '' : String(key))}
                      isInvalid={Boolean(errors.taxRateId)}
                      errorMessage={errors.taxRateId}
                    >
                      {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
                    </Select>
                  </FormRow>
                  <TextField
                    label={n.lineDescription}
                    description={n.lineDescriptionHint}
                    maxLength={500}
                    value={description}
                    onChange={setDescription}
                  />
                </Stack>
              ) : null}
            </FormSection>
            <FormSection title={n.sections.reason}>
              <TextArea
                label={n.reason}
                description={n.reasonHint}
                isRequired
                maxLength={500}
                value={reason}
                onChange={setReason}
                isInvalid={Boolean(errors.reason)}
                errorMessage={errors.reason}
              />
            </FormSection>
            <FormActions
              secondary={
                <Button variant="secondary" onPress={() => void navigate(href('invoicesList'))}>
                  {n.cancel}
                </Button>
              }
              primary={
                <Button type="submit" isPending={create.isPending}>
                  {n.submit}
                </Button>
              }
            />
          </FormLayout>
        </form>
      </Stack>
    </Box>
  );
}
