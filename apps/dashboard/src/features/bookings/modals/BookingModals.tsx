import {
  BOOKING_STATUS_REASON_MAX,
  type BookingView,
  can,
  DELETED_RECORD_PERMISSIONS,
  MONEY_AMOUNT_PATTERN,
  type Money,
  multiplyMoney,
  nightsBetween,
  subtractMoney,
  TEXT_LIMITS,
  type WorkflowStatus,
} from '@staydesk/domain';
import { DatePicker, Inline, Select, SelectItem, Text, TextArea, TextField } from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { DateLocale } from '../../../components/DateLocale';
import { MutationDialog } from '../../../components/MutationDialog';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/auth';
import { bookingsMessages } from '../messages';
import {
  useBookingConflictRefresh,
  useConfirmLandlord,
  useDeleteBooking,
  useDeleteBookingPermanently,
  useExtendBooking,
  useReturnDeposit,
  useUpdateBooking,
} from '../record/api';
import { bookingRecordMessages } from '../record/messages';

export type BookingModal =
  | { kind: 'edit' }
  | { kind: 'status' }
  | { kind: 'extend' }
  | { kind: 'note' }
  | { kind: 'issue' }
  | { kind: 'confirmLandlord'; confirmed: boolean }
  | { kind: 'deposit'; returned: boolean }
  | { kind: 'delete' }
  | { kind: 'deletePermanently' };

interface ModalProps {
  booking: BookingView;
  onClose: () => void;
}

// The edit form (react-hook-form and the record pickers) loads when asked for.
const BookingEditDialog = lazy(() =>
  import('./BookingEditDialog').then((m) => ({ default: m.BookingEditDialog })),
);

const ISSUE_MAX = 500;
const AMOUNT_MAX = 14;

/**
 * Booking status (spec §2 modal): to one of the statuses the server says are lawful today
 * (statusTargets: no Complete before check-out, no Cancelled once the stay has started), with a
 * reason.
 */
function StatusModal({ booking, onClose }: ModalProps) {
  const m = useMessages(bookingRecordMessages);
  const list = useMessages(bookingsMessages);
  const f = useFormat();
  const update = useUpdateBooking();
  const refresh = useBookingConflictRefresh();
  const choices = booking.statusTargets;
  const [target, setTarget] = useState<WorkflowStatus | null>(choices[0] ?? null);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = () => {
    if (!target) return null;
    if (reason.trim() === '') {
      setInvalid(true);
      return null;
    }
    return update.trigger({
      id: booking.id,
      status: target,
      statusReason: reason.trim(),
      version: booking.version,
    });
  };
  return (
    <MutationDialog
      title={m.modals.status.title}
      submitLabel={m.modals.status.submit}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      onClose={onClose}
      onSubmit={submit}
      refresh={refresh}
      isSubmitDisabled={target === null}
    >
      <Text>
        {f.message(m.modals.status.text, {
          reference: booking.reference,
          status: list.statuses[booking.status],
        })}
      </Text>
      <Text size="small" tone="secondary">
        {f.message(m.modals.status.rules, {
          checkIn: f.day(booking.checkIn),
          checkOut: f.day(booking.checkOut),
        })}
      </Text>
      {choices.length === 0 ? <Text>{m.modals.status.none}</Text> : null}
      <Select
        label={m.modals.status.target}
        isRequired
        isDisabled={choices.length === 0}
        items={choices.map((status) => ({ id: status, label: list.statuses[status] }))}
        selectedKey={target}
        onSelectionChange={(key) => {
          const next = choices.find((status) => status === key);
          if (next) setTarget(next);
        }}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
      {target === 'cancelled' ? (
        <Text size="small" tone="secondary">
          {m.modals.status.releases}
        </Text>
      ) : null}
      <TextArea
        label={m.modals.status.reason}
        description={m.modals.status.reasonHint}
        isRequired
        value={reason}
        maxLength={BOOKING_STATUS_REASON_MAX}
        onChange={(value) => {
          setReason(value);
          setInvalid(false);
        }}
        isInvalid={invalid}
        errorMessage={invalid ? m.validation.reasonRequired : undefined}
      />
    </MutationDialog>
  );
}

const amountOf = (value: string): string | null => {
  const trimmed = value.trim().replace(',', '.');
  return MONEY_AMOUNT_PATTERN.test(trimmed) && !trimmed.startsWith('-') ? trimmed : null;
};

/**
 * Booking extension (spec §2 modal): the new check-out and the extra nights' cost and selling
 * price; the caller is recorded as who approved it. A clash with the property's calendar is the
 * server's 409 naming the dates taken: shown here, nothing saved.
 */
function ExtensionModal({ booking, onClose }: ModalProps) {
  const m = useMessages(bookingRecordMessages);
  const f = useFormat();
  const { userData, users } = useCurrentUser();
  const extend = useExtendBooking();
  const refresh = useBookingConflictRefresh();
  const currency = booking.sellingPricePerNight.currency;
  const [to, setTo] = useState('');
  // The latest agreed rates (the last extension's, else the booking's) as a starting point.
  const latest = booking.extensions.at(-1) ?? booking;
  const [cost, setCost] = useState(latest.costPerNight.amount);
  const [price, setPrice] = useState(latest.sellingPricePerNight.amount);
  const [approvedBy, setApprovedBy] = useState<string>(userData.id);
  const [errors, setErrors] = useState<{ to?: string; cost?: string; price?: string }>({});
  const day = (value: string) => f.date(`${value}T12:00:00`);
  const costAmount = amountOf(cost);
  const priceAmount = amountOf(price);
  const nights = to && to > booking.checkOut ? nightsBetween(booking.checkOut, to) : 0;
  const preview =
    nights > 0 && costAmount && priceAmount
      ? (() => {
          const count = String(nights);
          const totalPrice = multiplyMoney({ amount: priceAmount, currency }, count);
          const totalCost = multiplyMoney({ amount: costAmount, currency }, count);
          const money = (value: Money) => f.money(Number(value.amount), value.currency);
          return f.message(m.modals.extension.preview, {
            nights: f.message(m.nightsCount, { count: nights }),
            price: money(totalPrice),
            cost: money(totalCost),
            margin: money(subtractMoney(totalPrice, totalCost)),
          });
        })()
      : null;
  const submit = () => {
    const found: typeof errors = {};
    if (!to) found.to = m.validation.dateRequired;
    else if (to <= booking.checkOut)
      found.to = f.message(m.validation.dateAfter, { date: day(booking.checkOut) });
    if (!costAmount) found.cost = m.validation.amount;
    if (!priceAmount) found.price = m.validation.amount;
    setErrors(found);
    if (Object.keys(found).length > 0 || !costAmount || !priceAmount) return null;
    return extend.trigger({
      id: booking.id,
      to,
      costPerNight: { amount: costAmount, currency },
      sellingPricePerNight: { amount: priceAmount, currency },
      approvedBy,
      version: booking.version,
    });
  };
  return (
    <MutationDialog
      title={m.modals.extension.title}
      submitLabel={m.modals.extension.submit}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      onClose={onClose}
      onSubmit={submit}
      refresh={refresh}
      onFailure={(error) => {
        if (error instanceof ApiError && error.fields.to) setErrors({ to: error.fields.to });
      }}
    >
      {({ clearRefusal }) => (
        <>
          <Text>{f.message(m.modals.extension.text, { date: day(booking.checkOut) })}</Text>
          <DateLocale>
            <DatePicker
              label={m.modals.extension.to}
              isRequired
              isInvalid={Boolean(errors.to)}
              errorMessage={errors.to}
              onChange={(value) => {
                setTo(value?.toString() ?? '');
                setErrors((previous) => ({ ...previous, to: undefined }));
                clearRefusal();
              }}
            />
          </DateLocale>
          <Inline space="medium" alignY="flex-start">
            <TextField
              label={f.message(m.modals.extension.cost, { currency })}
              description={m.modals.extension.amountHint}
              inputMode="decimal"
              maxLength={AMOUNT_MAX}
              isRequired
              value={cost}
              onChange={(value) => {
                setCost(value);
                setErrors((previous) => ({ ...previous, cost: undefined }));
              }}
              isInvalid={Boolean(errors.cost)}
              errorMessage={errors.cost}
            />
            <TextField
              label={f.message(m.modals.extension.price, { currency })}
              description={m.modals.extension.amountHint}
              inputMode="decimal"
              maxLength={AMOUNT_MAX}
              isRequired
              value={price}
              onChange={(value) => {
                setPrice(value);
                setErrors((previous) => ({ ...previous, price: undefined }));
              }}
              isInvalid={Boolean(errors.price)}
              errorMessage={errors.price}
            />
          </Inline>
          {preview ? <Text weight="medium">{preview}</Text> : null}
          <Select
            label={m.modals.extension.approvedBy}
            description={m.modals.extension.approvedByHint}
            isRequired
            items={users.map((person) => ({ id: person.id, label: person.fullName }))}
            selectedKey={approvedBy}
            onSelectionChange={(key) => {
              if (key !== null) setApprovedBy(String(key));
            }}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
        </>
      )}
    </MutationDialog>
  );
}

/** Edit note (spec §2 modal). */
function NoteModal({ booking, onClose }: ModalProps) {
  const m = useMessages(bookingRecordMessages);
  const update = useUpdateBooking();
  const refresh = useBookingConflictRefresh();
  const [notes, setNotes] = useState(booking.notes);
  return (
    <MutationDialog
      title={m.modals.note.title}
      submitLabel={m.modals.note.submit}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      onClose={onClose}
      onSubmit={() =>
        update.trigger({ id: booking.id, notes: notes.trim(), version: booking.version })
      }
      refresh={refresh}
    >
      <TextArea
        label={m.modals.note.label}
        value={notes}
        maxLength={TEXT_LIMITS.notes}
        onChange={setNotes}
      />
    </MutationDialog>
  );
}

/** Flag an issue (the booking needs attention while one is flagged), edit or clear it. */
function IssueModal({ booking, onClose }: ModalProps) {
  const m = useMessages(bookingRecordMessages);
  const update = useUpdateBooking();
  const refresh = useBookingConflictRefresh();
  const [issue, setIssue] = useState(booking.issue);
  const [invalid, setInvalid] = useState(false);
  const save = (value: string) =>
    update.trigger({ id: booking.id, issue: value, version: booking.version });
  return (
    <MutationDialog
      title={booking.issue ? m.modals.issue.editTitle : m.modals.issue.title}
      submitLabel={booking.issue ? m.modals.issue.save : m.modals.issue.submit}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      onClose={onClose}
      onSubmit={() => {
        if (issue.trim() === '') {
          setInvalid(true);
          return null;
        }
        return save(issue.trim());
      }}
      refresh={refresh}
      extraActions={
        booking.issue ? [{ label: m.modals.issue.clear, onSubmit: () => save('') }] : []
      }
    >
      <TextArea
        label={m.modals.issue.label}
        description={m.modals.issue.hint}
        isRequired
        value={issue}
        maxLength={ISSUE_MAX}
        onChange={(value) => {
          setIssue(value);
          setInvalid(false);
        }}
        isInvalid={invalid}
        errorMessage={invalid ? m.validation.issueRequired : undefined}
      />
    </MutationDialog>
  );
}

function ConfirmLandlordModal({
  booking,
  onClose,
  confirmed,
}: ModalProps & { confirmed: boolean }) {
  const m = useMessages(bookingRecordMessages);
  const f = useFormat();
  const confirm = useConfirmLandlord();
  const refresh = useBookingConflictRefresh();
  const day = (value: string) => f.date(`${value}T12:00:00`);
  return (
    <ConfirmAction
      title={confirmed ? m.modals.confirmLandlord.title : m.modals.confirmLandlord.undoTitle}
      message={
        confirmed
          ? f.message(m.modals.confirmLandlord.text, {
              landlord: booking.landlord?.name ?? booking.property.name,
              checkIn: day(booking.checkIn),
              checkOut: day(booking.checkOut),
            })
          : f.message(m.modals.confirmLandlord.undoText, { reference: booking.reference })
      }
      confirmLabel={confirmed ? m.modals.confirmLandlord.submit : m.modals.confirmLandlord.undo}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      pendingLabel={m.modals.pending}
      tone={confirmed ? 'neutral' : 'critical'}
      onClose={onClose}
      onConfirm={() => confirm.trigger({ id: booking.id, confirmed, version: booking.version })}
      refresh={refresh}
    />
  );
}

function DepositModal({ booking, onClose, returned }: ModalProps & { returned: boolean }) {
  const m = useMessages(bookingRecordMessages);
  const f = useFormat();
  const deposit = useReturnDeposit();
  const refresh = useBookingConflictRefresh();
  const amount = f.money(Number(booking.deposit.amount.amount), booking.deposit.amount.currency);
  return (
    <ConfirmAction
      title={returned ? m.modals.deposit.title : m.modals.deposit.undoTitle}
      message={f.message(returned ? m.modals.deposit.text : m.modals.deposit.undoText, { amount })}
      confirmLabel={returned ? m.modals.deposit.submit : m.modals.deposit.undo}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      pendingLabel={m.modals.pending}
      onClose={onClose}
      onConfirm={() => deposit.trigger({ id: booking.id, returned, version: booking.version })}
      refresh={refresh}
    />
  );
}

function DeleteModal({ booking, onClose }: ModalProps) {
  const m = useMessages(bookingRecordMessages);
  const f = useFormat();
  const remove = useDeleteBooking();
  const refresh = useBookingConflictRefresh();
  const navigate = useNavigate();
  const { userData } = useCurrentUser();
  // Deleted out of the role's sight (the Deleted tab is not theirs): back to the list.
  const leaves = !can(userData.role, DELETED_RECORD_PERMISSIONS.booking);
  return (
    <ConfirmAction
      title={m.modals.delete.title}
      message={f.message(m.modals.delete.text, { reference: booking.reference })}
      confirmLabel={m.modals.delete.submit}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      pendingLabel={m.modals.pending}
      tone="critical"
      onClose={onClose}
      onConfirm={() => remove.trigger({ id: booking.id, version: booking.version })}
      onSuccess={leaves ? () => void navigate(href('bookingsList')) : undefined}
      refresh={refresh}
    />
  );
}

/** For good: DELETE_BOOKING_PERMANENTLY only (the button is not offered otherwise). */
function DeletePermanentlyModal({ booking, onClose }: ModalProps) {
  const m = useMessages(bookingRecordMessages);
  const f = useFormat();
  const navigate = useNavigate();
  const purge = useDeleteBookingPermanently();
  const refresh = useBookingConflictRefresh();
  return (
    <ConfirmAction
      title={m.modals.deletePermanently.title}
      message={f.message(m.modals.deletePermanently.text, { reference: booking.reference })}
      confirmLabel={m.modals.deletePermanently.submit}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      pendingLabel={m.modals.pending}
      tone="critical"
      onClose={onClose}
      onConfirm={() => purge.trigger({ id: booking.id, version: booking.version })}
      onSuccess={() => void navigate(`${href('bookingsList')}?tab=deleted`)}
      refresh={refresh}
    />
  );
}

/** The booking page's modals, one chunk loaded when the first one opens. */
export function BookingModals({
  booking,
  open,
  onClose,
}: {
  booking: BookingView;
  open: BookingModal;
  onClose: () => void;
}) {
  switch (open.kind) {
    case 'edit':
      return (
        <Suspense fallback={null}>
          <BookingEditDialog booking={booking} onClose={onClose} />
        </Suspense>
      );
    case 'status':
      return <StatusModal booking={booking} onClose={onClose} />;
    case 'extend':
      return <ExtensionModal booking={booking} onClose={onClose} />;
    case 'note':
      return <NoteModal booking={booking} onClose={onClose} />;
    case 'issue':
      return <IssueModal booking={booking} onClose={onClose} />;
    case 'confirmLandlord':
      return (
        <ConfirmLandlordModal booking={booking} onClose={onClose} confirmed={open.confirmed} />
      );
    case 'deposit':
      return <DepositModal booking={booking} onClose={onClose} returned={open.returned} />;
    case 'delete':
      return <DeleteModal booking={booking} onClose={onClose} />;
    case 'deletePermanently':
      return <DeletePermanentlyModal booking={booking} onClose={onClose} />;
  }
}
