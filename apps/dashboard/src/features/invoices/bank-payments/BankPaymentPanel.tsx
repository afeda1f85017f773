import {
  addMoney,
  BANK_PAYMENT_LIMITS,
  type BankPaymentAllocation,
  type BankPaymentMatchReason,
  type BankPaymentSuggestion,
  type BankPaymentView,
  compareMoney,
  MONEY_AMOUNT_PATTERN,
  type Money,
  zeroMoney,
} from '@staydesk/domain';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  DescriptionList,
  DescriptionListItem,
  Grid,
  Heading,
  Inline,
  Link,
  Loader,
  Modal,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@staydesk/ui';
import { useMemo, useState } from 'react';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { useInPlaceAction } from '../../../components/mutation-run';
import { Refusal } from '../../../components/Refusal';
import { SearchPicker } from '../../../components/SearchPicker';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages, useT, type Widen } from '../../../i18n';
import { errorMessage } from '../../../lib/api-error';
import { useCan } from '../../../lib/can';
import type { PickOption } from '../../../lib/options';
import { moneyText } from '../components/money';
import {
  listedOpenInvoice,
  openInvoiceSource,
  useAllocate,
  useBankPayment,
  useBankPaymentConflictRefresh,
  useIgnore,
  useSuggestions,
  useUndoAllocation,
  useUnignore,
} from './api';
import { EditPaymentForm } from './EditPaymentForm';
import { type BankPaymentsMessagesEn, bankPaymentsMessages } from './messages';
import { AMOUNT_MAX } from './payment-schema';
import { BankPaymentStatusBadge } from './StatusBadge';

type Messages = Widen<BankPaymentsMessagesEn>;

/** The reasons' texts (the domain's reason values, worded for the person matching). */
const REASON_TEXT: Record<BankPaymentMatchReason, keyof Messages['panel']['reasons']> = {
  invoiceNumberInReference: 'reference',
  amountEqualsBalance: 'amount',
  purchaseOrderInReference: 'purchaseOrder',
  payerLikeBillingCompany: 'payer',
};

/** An invoice the person may match: a suggestion, or one found by search. */
interface Candidate {
  invoiceId: string;
  number: string;
  billingCompanyName: string;
  balance: Money;
  dueDate: string | null;
  reasons: readonly BankPaymentMatchReason[];
  suggestedAmount: Money;
}

const fromSuggestion = (suggestion: BankPaymentSuggestion): Candidate => ({
  invoiceId: suggestion.invoiceId,
  number: suggestion.invoiceNumber ?? suggestion.billingCompanyName,
  billingCompanyName: suggestion.billingCompanyName,
  balance: suggestion.balance,
  dueDate: suggestion.dueDate,
  reasons: suggestion.reasons,
  suggestedAmount: suggestion.suggestedAmount,
});

function smaller(a: Money, b: Money): Money {
  return compareMoney(a, b) <= 0 ? a : b;
}

/** What the payment is: the facts, as label/value pairs. */
function Facts({ payment, m, f }: { payment: BankPaymentView; m: Messages; f: Formatters }) {
  return (
    <DescriptionList aria-label={m.panel.facts}>
      <DescriptionListItem label={m.panel.amount} value={moneyText(f, payment.amount)} />
      <DescriptionListItem label={m.panel.receivedOn} value={f.day(payment.receivedOn)} />
      <DescriptionListItem
        label={m.panel.reference}
        value={payment.reference || null}
        emptyText={m.noReference}
      />
      <DescriptionListItem
        label={m.panel.status}
        value={<BankPaymentStatusBadge status={payment.status} size="small" />}
      />
      <DescriptionListItem label={m.panel.allocated} value={moneyText(f, payment.allocated)} />
      <DescriptionListItem
        label={m.panel.unallocated}
        value={<Text weight="strong">{moneyText(f, payment.unallocated)}</Text>}
      />
      <DescriptionListItem label={m.panel.source} value={m.panel.sources[payment.source]} />
      {payment.notes ? <DescriptionListItem label={m.panel.notes} value={payment.notes} /> : null}
      {payment.ignoredReason ? (
        <DescriptionListItem label={m.panel.ignoredReason} value={payment.ignoredReason} />
      ) : null}
    </DescriptionList>
  );
}

/** The matches made, each with Undo (confirmed: the invoice's balance comes back). */
function Allocations({ payment, m, f }: { payment: BankPaymentView; m: Messages; f: Formatters }) {
  const canMatch = useCan()('MATCH_BANK_PAYMENTS');
  const undo = useUndoAllocation();
  const refresh = useBankPaymentConflictRefresh();
  const [undoing, setUndoing] = useState<BankPaymentAllocation | null>(null);
  const number = (allocation: BankPaymentAllocation) =>
    allocation.invoiceNumber ?? allocation.billingCompanyName;
  return (
    <Stack space="small">
      <Heading level={3}>{m.panel.allocations}</Heading>
      {payment.allocations.length === 0 ? (
        <Text tone="secondary">{m.panel.noAllocations}</Text>
      ) : (
        <Stack space="xsmall" as="ul" aria-label={m.panel.allocations}>
          {payment.allocations.map((allocation) => (
            <Box
              key={allocation.id}
              as="li"
              padding="small"
              borderStyle="solid"
              borderWidth="standard"
              borderColor="neutral"
              borderRadius="standard"
            >
              <Inline space="small" align="space-between" alignY="center">
                <Stack space="xxsmall">
                  <Link href={href('invoiceDetail', { invoiceId: allocation.invoiceId })}>
                    {number(allocation)}
                  </Link>
                  <Text size="small" tone="secondary">
                    {`${allocation.billingCompanyName} · ${f.message(m.panel.allocationLine, {
                      amount: moneyText(f, allocation.amount),
                      date: f.date(allocation.allocatedAt),
                    })}`}
                  </Text>
                </Stack>
                {canMatch ? (
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={f.message(m.panel.undoLabel, { number: number(allocation) })}
                    onPress={() => setUndoing(allocation)}
                  >
                    {m.panel.undo}
                  </Button>
                ) : null}
              </Inline>
            </Box>
          ))}
        </Stack>
      )}
      {undoing ? (
        <ConfirmAction
          onClose={() => setUndoing(null)}
          title={f.message(m.panel.undoTitle, { number: number(undoing) })}
          message={f.message(m.panel.undoText, { amount: moneyText(f, undoing.amount) })}
          confirmLabel={m.panel.undoConfirm}
          pendingLabel={m.panel.undoPending}
          cancelLabel={m.panel.cancel}
          closeLabel={m.panel.close}
          tone="critical"
          onConfirm={() =>
            undo.trigger({ id: payment.id, allocationId: undoing.id, version: payment.version })
          }
          refresh={refresh}
        />
      ) : null}
    </Stack>
  );
}

interface Choice {
  chosen: boolean;
  amount: string;
}

/**
 * The suggested invoices (with why each is suggested), and any other open invoice found by
 * search: the person ticks one or more, checks each amount, and confirms.
 */
function Matching({ payment, m, f }: { payment: BankPaymentView; m: Messages; f: Formatters }) {
  const suggestions = useSuggestions(payment.id);
  const allocate = useAllocate();
  const action = useInPlaceAction(useBankPaymentConflictRefresh());
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [extra, setExtra] = useState<Candidate[]>([]);
  const [picked, setPicked] = useState<PickOption | null>(null);
  const [tried, setTried] = useState(false);
  const source = useMemo(
    () =>
      openInvoiceSource((item) =>
        f.message(m.panel.invoiceBalanceNoDue, { balance: moneyText(f, item.balance) }),
      ),
    [f, m],
  );
  const candidates = [...(suggestions.data ?? []).map(fromSuggestion), ...extra].filter(
    (candidate) => candidate.balance.currency === payment.amount.currency,
  );
  const choiceOf = (candidate: Candidate): Choice =>
    choices[candidate.invoiceId] ?? {
      chosen: false,
      amount: smaller(candidate.suggestedAmount, payment.unallocated).amount,
    };
  const setChoice = (candidate: Candidate, patch: Partial<Choice>) => {
    setChoices((previous) => ({
      ...previous,
      [candidate.invoiceId]: { ...choiceOf(candidate), ...patch },
    }));
    action.clearRefusal();
  };

  const amountError = (candidate: Candidate, text: string): string | null => {
    const amount = text.trim();
    if (!MONEY_AMOUNT_PATTERN.test(amount)) return m.validation.amount;
    if (amount.startsWith('-') || Number(amount) <= 0) return m.validation.positive;
    if (compareMoney({ amount, currency: candidate.balance.currency }, candidate.balance) > 0)
      return f.message(m.validation.overBalance, { balance: moneyText(f, candidate.balance) });
    return null;
  };
  const chosen = candidates.filter((candidate) => choiceOf(candidate).chosen);
  const valid = chosen.every((candidate) => !amountError(candidate, choiceOf(candidate).amount));
  const total = valid
    ? addMoney(
        zeroMoney(payment.amount.currency),
        ...chosen.map((candidate) => ({
          amount: choiceOf(candidate).amount.trim(),
          currency: payment.amount.currency,
        })),
      )
    : null;
  const overLeft = total !== null && compareMoney(total, payment.unallocated) > 0;
  const formError =
    chosen.length === 0
      ? m.validation.noneChosen
      : overLeft
        ? f.message(m.validation.overLeft, { left: moneyText(f, payment.unallocated) })
        : null;

  const confirm = () => {
    setTried(true);
    if (!valid || formError) return;
    void action.run(
      () =>
        allocate.trigger({
          id: payment.id,
          version: payment.version,
          allocations: chosen.map((candidate) => ({
            invoiceId: candidate.invoiceId,
            amount: choiceOf(candidate).amount.trim(),
          })),
        }),
      () => {
        setChoices({});
        setExtra([]);
        setTried(false);
      },
    );
  };

  const addPicked = () => {
    const item = picked ? listedOpenInvoice(picked.id) : undefined;
    if (!item || candidates.some((candidate) => candidate.invoiceId === item.id)) {
      setPicked(null);
      return;
    }
    const candidate: Candidate = {
      invoiceId: item.id,
      number: item.number ?? item.billingCompanyName,
      billingCompanyName: item.billingCompanyName,
      balance: item.balance,
      dueDate: item.dueDate,
      reasons: [],
      suggestedAmount: smaller(item.balance, payment.unallocated),
    };
    setExtra((previous) => [...previous, candidate]);
    setChoices((previous) => ({
      ...previous,
      [candidate.invoiceId]: { chosen: true, amount: candidate.suggestedAmount.amount },
    }));
    setPicked(null);
  };

  return (
    <Stack space="small">
      <Stack space="xxsmall">
        <Heading level={3}>{m.panel.suggestions}</Heading>
        <Text size="small" tone="secondary">
          {m.panel.suggestionsIntro}
        </Text>
      </Stack>
      {suggestions.data === undefined && !suggestions.error ? (
        <Loader label={m.panel.suggestionsLoading} />
      ) : null}
      {suggestions.data !== undefined && candidates.length === 0 ? (
        <Text tone="secondary">{m.panel.noSuggestions}</Text>
      ) : null}
      {candidates.length > 0 ? (
        <Stack space="xsmall" as="ul" aria-label={m.panel.suggestions}>
          {candidates.map((candidate) => {
            const choice = choiceOf(candidate);
            const error = choice.chosen ? amountError(candidate, choice.amount) : null;
            return (
              <Box
                key={candidate.invoiceId}
                as="li"
                padding="small"
                borderStyle="solid"
                borderWidth="standard"
                borderColor={choice.chosen ? 'brandAccent' : 'neutral'}
                borderRadius="standard"
                data-invoice-id={candidate.invoiceId}
              >
                <Stack space="xsmall">
                  <Grid columns={[1, 2]} space="small">
                    <Stack space="xxsmall">
                      <Checkbox
                        isSelected={choice.chosen}
                        onChange={(value) => setChoice(candidate, { chosen: value })}
                        aria-label={f.message(m.panel.chooseInvoice, { number: candidate.number })}
                      >
                        <Text weight="strong">{candidate.number}</Text>
                      </Checkbox>
                      <Text size="small" tone="secondary">
                        {candidate.billingCompanyName}
                      </Text>
                      <Text size="small" tone="secondary">
                        {candidate.dueDate
                          ? f.message(m.panel.invoiceBalance, {
                              balance: moneyText(f, candidate.balance),
                              due: f.day(candidate.dueDate),
                            })
                          : f.message(m.panel.invoiceBalanceNoDue, {
                              balance: moneyText(f, candidate.balance),
                            })}
                      </Text>
                    </Stack>
                    {choice.chosen ? (
                      <TextField
                        label={f.message(m.panel.amountLabel, { number: candidate.number })}
                        value={choice.amount}
                        onChange={(amount) => setChoice(candidate, { amount })}
                        inputMode="decimal"
                        maxLength={AMOUNT_MAX}
                        isRequired
                        isInvalid={tried && error !== null}
                        errorMessage={tried ? (error ?? undefined) : undefined}
                      />
                    ) : null}
                  </Grid>
                  {candidate.reasons.length > 0 ? (
                    <Inline space="xxsmall">
                      {candidate.reasons.map((reason) => (
                        <Badge key={reason} tone="info" size="small">
                          {m.panel.reasons[REASON_TEXT[reason]]}
                        </Badge>
                      ))}
                    </Inline>
                  ) : null}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      ) : null}
      <Inline space="small" alignY="flex-end">
        <Box flexGrow="1">
          <SearchPicker
            label={m.panel.findInvoice}
            placeholder={m.panel.findInvoiceHint}
            emptyText={m.panel.noSuggestions}
            value={picked}
            onChange={setPicked}
            source={source}
          />
        </Box>
        <Button variant="secondary" isDisabled={picked === null} onPress={addPicked}>
          {m.panel.addInvoice}
        </Button>
      </Inline>
      <Stack space="xsmall">
        {total !== null && chosen.length > 0 ? (
          <Text tone={overLeft ? 'critical' : 'secondary'} size="small">
            {f.message(m.panel.chosenTotal, {
              total: moneyText(f, total),
              left: moneyText(f, payment.unallocated),
            })}
          </Text>
        ) : null}
        {tried && formError ? (
          <div role="alert">
            <Text tone="critical">{formError}</Text>
          </div>
        ) : null}
        <Refusal message={action.refusal} />
        <Inline space="small" align="flex-end">
          <Button onPress={confirm} isPending={action.isPending}>
            {action.isPending ? m.panel.confirmPending : m.panel.confirm}
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}

/** Ignore an unmatched payment with its reason (a refund, a transfer, a fee). */
function Ignore({ payment, m }: { payment: BankPaymentView; m: Messages }) {
  const ignore = useIgnore();
  const action = useInPlaceAction(useBankPaymentConflictRefresh());
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  const submit = () => {
    setTried(true);
    if (missing) return;
    void action.run(() =>
      ignore.trigger({ id: payment.id, version: payment.version, reason: reason.trim() }),
    );
  };
  return (
    <Stack space="small">
      <Stack space="xxsmall">
        <Heading level={3}>{m.panel.ignoreSection}</Heading>
        <Text size="small" tone="secondary">
          {m.panel.ignoreIntro}
        </Text>
      </Stack>
      <TextArea
        label={m.panel.reason}
        value={reason}
        onChange={(value) => {
          setReason(value);
          action.clearRefusal();
        }}
        rows={2}
        maxLength={BANK_PAYMENT_LIMITS.reason}
        isRequired
        isInvalid={tried && missing}
        errorMessage={tried && missing ? m.validation.required : undefined}
      />
      <Refusal message={action.refusal} />
      <Inline space="small" align="flex-end">
        <Button variant="secondary" onPress={submit} isPending={action.isPending}>
          {m.panel.ignore}
        </Button>
      </Inline>
    </Stack>
  );
}

function Unignore({ payment, m }: { payment: BankPaymentView; m: Messages }) {
  const unignore = useUnignore();
  const action = useInPlaceAction(useBankPaymentConflictRefresh());
  return (
    <Stack space="small">
      <Text size="small" tone="secondary">
        {m.panel.unignoreIntro}
      </Text>
      <Refusal message={action.refusal} />
      <Inline space="small" align="flex-end">
        <Button
          variant="secondary"
          isPending={action.isPending}
          onPress={() =>
            void action.run(() => unignore.trigger({ id: payment.id, version: payment.version }))
          }
        >
          {m.panel.unignore}
        </Button>
      </Inline>
    </Stack>
  );
}

/**
 * One bank payment in a dialog: what it is, the invoices it is matched to (each match can be
 * undone), and while money is left to match the suggested invoices to confirm; an unmatched
 * payment can be ignored with a reason, an ignored one brought back.
 */
export function BankPaymentPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const m = useMessages(bankPaymentsMessages);
  const f = useFormat();
  const t = useT();
  const { data: payment, error } = useBankPayment(id);
  const [editing, setEditing] = useState(false);
  // Every role reads a payment; changing or matching it is a finance permission.
  const canMatch = useCan()('MATCH_BANK_PAYMENTS');
  const matchable =
    canMatch &&
    payment !== undefined &&
    (payment.status === 'unmatched' || payment.status === 'partlyMatched') &&
    Number(payment.unallocated.amount) > 0;
  return (
    <Modal
      isOpen
      size="large"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={payment ? f.message(m.panel.title, { payer: payment.payer }) : m.panel.facts}
      closeLabel={m.panel.close}
    >
      {payment === undefined ? (
        error ? (
          <Text>{errorMessage(error) ?? t.common.loading}</Text>
        ) : (
          <Loader label={t.common.loading} />
        )
      ) : (
        <Stack space="large">
          <Stack space="small">
            <Facts payment={payment} m={m} f={f} />
            {editing || !canMatch ? null : (
              <Inline space="small" align="flex-end">
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={f.message(m.edit.actionLabel, { payer: payment.payer })}
                  onPress={() => setEditing(true)}
                >
                  {m.edit.action}
                </Button>
              </Inline>
            )}
          </Stack>
          {editing ? (
            <EditPaymentForm payment={payment} onDone={() => setEditing(false)} />
          ) : (
            <>
              <Allocations payment={payment} m={m} f={f} />
              {matchable ? <Matching payment={payment} m={m} f={f} /> : null}
              {canMatch && payment.status === 'unmatched' ? (
                <Ignore payment={payment} m={m} />
              ) : null}
              {canMatch && payment.status === 'ignored' ? (
                <Unignore payment={payment} m={m} />
              ) : null}
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
