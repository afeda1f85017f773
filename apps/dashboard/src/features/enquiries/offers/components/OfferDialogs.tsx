import { type Budget, OFFER_LIMITS, type OfferLineView, offerTotals } from '@staydesk/domain';
import { DescriptionList, DescriptionListItem, Inline, Stack, Text, TextArea } from '@staydesk/ui';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { ChoiceField } from '../../../../components/ChoiceField';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { formWrite, MutationDialog } from '../../../../components/MutationDialog';
import { useFormat, useT } from '../../../../i18n';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { FormTextArea, FormTextField } from '../../../../lib/form-fields';
import { zodResolver } from '../../../../lib/form-resolver';
import { useOffersRefresh } from '../api';
import { costReasons, parseAmount } from '../lines';
import { useOffersMessages } from '../texts';
import { marginText, moneyText, reasonText } from './format';

export interface Policy {
  /** The margin floor of global settings, in percent (null until loaded). */
  readonly floor: string | null;
  readonly budget: Budget | null | undefined;
}

/** The reasons a line needs approval, in the user's language (the server's words as a fallback). */
export function useReasonTexts(line: OfferLineView, policy: Policy): string[] {
  const m = useOffersMessages();
  const f = useFormat();
  const reasons = costReasons(line, policy);
  if (reasons.length > 0) return reasons.map((reason) => reasonText(m, f, reason));
  return line.costWarnings.length > 0
    ? line.costWarnings
    : line.costWarning
      ? [line.costWarning]
      : [];
}

/** Cost and price per night of a line, with the totals, margin and any warning as typed. */
export function PricesDialog({
  line,
  policy,
  onSave,
  onClose,
}: {
  line: OfferLineView;
  policy: Policy;
  onSave: (changes: {
    landlordCostPerNight: { amount: string; currency: string };
    sellingPricePerNight: { amount: string; currency: string };
    notes: string;
  }) => Promise<unknown>;
  onClose: () => void;
}) {
  const m = useOffersMessages();
  const f = useFormat();
  const t = useT();
  const schema = useMemo(() => {
    const amount = z.string().check(
      z.maxLength(14),
      z.refine((value) => parseAmount(value) !== null, m.prices.invalidAmount),
    );
    return z.object({
      cost: amount,
      price: amount,
      notes: z.string().check(z.maxLength(OFFER_LIMITS.notes)),
    });
  }, [m]);
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      cost: line.landlordCostPerNight.amount,
      price: line.sellingPricePerNight.amount,
      notes: line.notes,
    },
  });
  const [cost, price] = useWatch({ control: form.control, name: ['cost', 'price'] });
  const currency = line.sellingPricePerNight.currency;
  const costAmount = parseAmount(cost ?? '');
  const priceAmount = parseAmount(price ?? '');
  const preview =
    costAmount !== null && priceAmount !== null
      ? {
          pricing: {
            landlordCostPerNight: { amount: costAmount, currency },
            sellingPricePerNight: { amount: priceAmount, currency },
            nights: line.nights,
          },
        }
      : null;
  const totals = preview ? offerTotals(preview.pricing) : null;
  const reasons = preview ? costReasons(preview.pricing, policy) : [];
  return (
    <MutationDialog
      title={f.message(m.prices.title, { property: line.property.title })}
      submitLabel={m.prices.save}
      cancelLabel={m.prices.cancel}
      closeLabel={t.common.close}
      onClose={onClose}
      onSubmit={formWrite(form, (values) =>
        onSave({
          landlordCostPerNight: { amount: parseAmount(values.cost) ?? values.cost, currency },
          sellingPricePerNight: { amount: parseAmount(values.price) ?? values.price, currency },
          notes: values.notes.trim(),
        }),
      )}
      onFailure={(error) => applyServerFieldErrors(error, ['notes'], form.setError)}
    >
      <Inline space="medium">
        <FormTextField
          control={form.control}
          name="cost"
          label={`${m.prices.cost} (${currency})`}
          description={m.prices.amountHint}
          inputMode="decimal"
          maxLength={14}
          isRequired
        />
        <FormTextField
          control={form.control}
          name="price"
          label={`${m.prices.price} (${currency})`}
          description={m.prices.amountHint}
          inputMode="decimal"
          maxLength={14}
          isRequired
        />
      </Inline>
      {totals ? (
        <Stack space="xsmall">
          <Text size="small" tone="secondary">
            {f.message(m.prices.preview, {
              nights: line.nights,
              cost: moneyText(f, totals.totalCost),
              price: moneyText(f, totals.totalPrice),
            })}
          </Text>
          <Text size="small" weight="medium" tone={reasons.length > 0 ? 'critical' : 'positive'}>
            {f.message(m.prices.marginPreview, {
              amount: moneyText(f, totals.margin),
              percent:
                totals.marginPercent === null ? '—' : f.percent(Number(totals.marginPercent)),
            })}
          </Text>
          {reasons.map((reason) => (
            <Text key={reason.kind} size="small" tone="critical">
              {reasonText(m, f, reason)}
            </Text>
          ))}
        </Stack>
      ) : null}
      <FormTextArea
        control={form.control}
        name="notes"
        label={m.prices.notes}
        maxLength={OFFER_LIMITS.notes}
      />
    </MutationDialog>
  );
}

/**
 * The 'cost warning message' modal: exactly why the line needs approval, and what happens next
 * (ask for approval: the enquiry goes to Awaiting Approval; a masteradmin may approve at once).
 */
export function CostWarningDialog({
  line,
  policy,
  canDecide,
  onAsk,
  onApprove,
  onClose,
}: {
  line: OfferLineView;
  policy: Policy;
  canDecide: boolean;
  /** Asks for approval (moves the line forward: the server records the request). */
  onAsk: (() => Promise<unknown>) | null;
  /** Opens the approval's own dialog. */
  onApprove: () => void;
  onClose: () => void;
}) {
  const m = useOffersMessages();
  const t = useT();
  const refresh = useOffersRefresh();
  const reasons = useReasonTexts(line, policy);
  const ask = onAsk && line.approval.state !== 'requested' ? onAsk : null;
  const approveNow = () => {
    onApprove();
    return null;
  };
  return (
    <MutationDialog
      role="alertdialog"
      title={m.costWarning.title}
      submitLabel={canDecide ? m.costWarning.approveNow : m.costWarning.askApproval}
      cancelLabel={m.costWarning.close}
      closeLabel={t.common.close}
      onClose={onClose}
      onSubmit={canDecide ? approveNow : (ask ?? (() => null))}
      isSubmitDisabled={!canDecide && ask === null}
      refresh={refresh}
      refusal="close"
      extraActions={canDecide && ask ? [{ label: m.costWarning.askApproval, onSubmit: ask }] : []}
    >
      <Text weight="medium">{line.property.title}</Text>
      <Text>{m.costWarning.intro}</Text>
      <Stack as="ul" space="xsmall" aria-label={m.costWarning.title}>
        {reasons.map((reason) => (
          <li key={reason}>
            <Text tone="critical" weight="medium">
              {reason}
            </Text>
          </li>
        ))}
      </Stack>
      <Text size="small" tone="secondary">
        {m.costWarning.awaiting}
      </Text>
    </MutationDialog>
  );
}

/** Approve or refuse a line outside policy (masteradmin and above), with an optional note. */
export function DecisionDialog({
  line,
  policy,
  decision,
  onDecide,
  onClose,
}: {
  line: OfferLineView;
  policy: Policy;
  decision: 'approve' | 'refuse';
  onDecide: (note: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const m = useOffersMessages();
  const f = useFormat();
  const t = useT();
  const reasons = useReasonTexts(line, policy);
  const [note, setNote] = useState('');
  const approve = decision === 'approve';
  // A failure is toasted by the mutation; the dialog stays with the note typed.
  return (
    <MutationDialog
      title={f.message(approve ? m.approval.approveTitle : m.approval.refuseTitle, {
        property: line.property.title,
      })}
      submitLabel={approve ? m.approval.approve : m.approval.refuse}
      submitVariant={approve ? 'primary' : 'critical'}
      cancelLabel={m.approval.cancel}
      closeLabel={t.common.close}
      onClose={onClose}
      onSubmit={() => onDecide(note.trim())}
    >
      <Text>
        {approve
          ? f.message(m.approval.approveText, { price: moneyText(f, line.sellingPricePerNight) })
          : m.approval.refuseText}
      </Text>
      {reasons.map((reason) => (
        <Text key={reason} size="small" tone="critical">
          {reason}
        </Text>
      ))}
      <DescriptionList>
        <DescriptionListItem
          label={m.columns.margin}
          value={marginText(m, f, line.totals.margin, line.totals.marginPercent)}
        />
      </DescriptionList>
      <TextArea
        label={m.approval.note}
        value={note}
        onChange={setNote}
        maxLength={OFFER_LIMITS.decisionNote}
      />
    </MutationDialog>
  );
}

/** The client accepts a line that was offered out: booked, the other lines closed. */
export function AcceptDialog({
  line,
  onAccept,
  onClose,
}: {
  line: OfferLineView;
  /** Accepts; a failure (toasted) keeps the question open. */
  onAccept: () => Promise<unknown>;
  onClose: () => void;
}) {
  const m = useOffersMessages();
  const f = useFormat();
  const t = useT();
  return (
    <ConfirmAction
      onClose={onClose}
      title={f.message(m.accept.title, { property: line.property.title })}
      message={m.accept.text}
      confirmLabel={m.accept.confirm}
      cancelLabel={m.accept.cancel}
      closeLabel={t.common.close}
      onConfirm={onAccept}
    />
  );
}

const HOLD_CHOICES = ['keep', '24', '48', '72', 'clear'] as const;
type HoldChoice = (typeof HOLD_CHOICES)[number];
const CONFIRM_CHOICES = ['keep', 'now', 'clear'] as const;
type ConfirmChoice = (typeof CONFIRM_CHOICES)[number];
const HOUR_MS = 3_600_000;

/**
 * The hold's expiry and the landlord's confirmation: each set, cleared or left as it is, saved
 * together with the line's version (a stale one is refused in place and the lines reloaded).
 */
export function HoldDialog({
  line,
  onChange,
  onClose,
}: {
  line: OfferLineView;
  onChange: (changes: {
    holdExpiresAt?: string | null;
    landlordConfirmedAt?: string | null;
  }) => Promise<unknown>;
  onClose: () => void;
}) {
  const m = useOffersMessages();
  const f = useFormat();
  const t = useT();
  const refresh = useOffersRefresh();
  const [hold, setHold] = useState<HoldChoice>('keep');
  const [confirmed, setConfirmed] = useState<ConfirmChoice>('keep');
  const holdLabels: Record<HoldChoice, string> = {
    keep: m.hold.keep,
    '24': f.message(m.hold.holdFor, { hours: 24 }),
    '48': f.message(m.hold.holdFor, { hours: 48 }),
    '72': f.message(m.hold.holdFor, { hours: 72 }),
    clear: m.hold.clearHold,
  };
  const confirmLabels: Record<ConfirmChoice, string> = {
    keep: m.hold.keep,
    now: m.hold.confirmNow,
    clear: m.hold.clearConfirmation,
  };
  const save = () => {
    const now = Date.now();
    const changes: Parameters<typeof onChange>[0] = {};
    if (hold === 'clear') changes.holdExpiresAt = null;
    else if (hold !== 'keep')
      changes.holdExpiresAt = new Date(now + Number(hold) * HOUR_MS).toISOString();
    if (confirmed === 'clear') changes.landlordConfirmedAt = null;
    else if (confirmed === 'now') changes.landlordConfirmedAt = new Date(now).toISOString();
    return onChange(changes);
  };
  return (
    <MutationDialog
      title={f.message(m.hold.title, { property: line.property.title })}
      submitLabel={m.hold.save}
      cancelLabel={m.hold.close}
      closeLabel={t.common.close}
      onClose={onClose}
      onSubmit={save}
      isSubmitDisabled={hold === 'keep' && confirmed === 'keep'}
      refresh={refresh}
    >
      <ChoiceField
        label={m.hold.holdExpiresAt}
        description={line.holdExpiresAt ? f.dateTime(line.holdExpiresAt) : m.line.notSet}
        value={hold}
        options={HOLD_CHOICES.filter((choice) => choice !== 'clear' || line.holdExpiresAt).map(
          (choice) => ({ value: choice, label: holdLabels[choice] }),
        )}
        onChange={setHold}
      />
      <ChoiceField
        label={m.hold.landlordConfirmedAt}
        description={
          line.landlordConfirmedAt ? f.dateTime(line.landlordConfirmedAt) : m.line.notSet
        }
        value={confirmed}
        options={CONFIRM_CHOICES.filter(
          (choice) => choice !== 'clear' || line.landlordConfirmedAt,
        ).map((choice) => ({ value: choice, label: confirmLabels[choice] }))}
        onChange={setConfirmed}
      />
    </MutationDialog>
  );
}
