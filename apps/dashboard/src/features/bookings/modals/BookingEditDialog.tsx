import { type BookingUpdate, type BookingView, TEXT_LIMITS } from '@staydesk/domain';
import { FormRow, Text } from '@staydesk/ui';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormMultiSearchPicker } from '../../../components/FormMultiSearchPicker';
import { FormSearchPicker } from '../../../components/FormSearchPicker';
import { FormSelectField } from '../../../components/FormSelectField';
import { formWrite, MutationDialog } from '../../../components/MutationDialog';
import { useFormat, useMessages } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/auth';
import { FormTextArea, FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import {
  agentSource,
  billingSource,
  companyDefaultBilling,
  companySource,
  guestSource,
} from '../../../lib/options';
import { bookingsMessages } from '../messages';
import { useBookingConflictRefresh, useUpdateBooking } from '../record/api';
import { bookingRecordMessages } from '../record/messages';

const picked = z.object({ id: z.string(), name: z.string() });

function editSchema(tooLong: string) {
  return z.object({
    company: z.nullable(picked),
    billingCompany: z.nullable(picked),
    agent: z.nullable(picked),
    accountManagerId: z.string(),
    guests: z.array(picked).check(z.maxLength(50, tooLong)),
    purchaseOrder: z.string().check(z.trim(), z.maxLength(120, tooLong)),
    notes: z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.notes, tooLong)),
  });
}
type EditInput = z.input<ReturnType<typeof editSchema>>;
type EditValues = z.output<ReturnType<typeof editSchema>>;

/** The saved booking as the form holds it. */
export function bookingEditForm(booking: BookingView): EditInput {
  const named = (ref: { id: string; name: string } | null) =>
    ref ? { id: ref.id, name: ref.name } : null;
  return {
    company: named(booking.company),
    billingCompany: named(booking.billingCompany),
    agent: named(booking.agent),
    accountManagerId: booking.accountManager?.id ?? '',
    guests: booking.guests.map((guest) => ({ id: guest.id, name: guest.name })),
    purchaseOrder: booking.purchaseOrder,
    notes: booking.notes,
  };
}

/** Only what differs from the saved booking goes into the PATCH (the activity names it). */
export function bookingChanges(
  booking: BookingView,
  form: EditValues,
): Omit<BookingUpdate, 'version'> {
  const changes: Omit<BookingUpdate, 'version'> = {};
  const id = (ref: { id: string } | null) => ref?.id ?? null;
  if (id(form.company) !== id(booking.company)) changes.companyId = id(form.company);
  if (id(form.billingCompany) !== id(booking.billingCompany))
    changes.billingCompanyId = id(form.billingCompany);
  if (id(form.agent) !== id(booking.agent)) changes.agentId = id(form.agent);
  const manager = form.accountManagerId || null;
  if (manager !== (booking.accountManager?.id ?? null)) changes.accountManagerId = manager;
  const guests = form.guests.map((guest) => guest.id);
  if (JSON.stringify(guests) !== JSON.stringify(booking.guests.map((guest) => guest.id)))
    changes.guestIds = guests;
  if (form.purchaseOrder !== booking.purchaseOrder) changes.purchaseOrder = form.purchaseOrder;
  if (form.notes !== booking.notes) changes.notes = form.notes;
  return changes;
}

/** Where each field of the API body is on the form (the server's field messages). */
const FIELD_OF = {
  companyId: 'company',
  billingCompanyId: 'billingCompany',
  agentId: 'agent',
  accountManagerId: 'accountManagerId',
  guestIds: 'guests',
  purchaseOrder: 'purchaseOrder',
  notes: 'notes',
} as const;

/**
 * Edit booking: who it is for and who handles it (company, billing company, agent, account
 * manager, guests, purchase order, notes), sent as the changed fields with the version read
 * when the form opened (409 when someone saved meanwhile). Dates and prices change through
 * Extend stay, which keeps their own record.
 */
export function BookingEditDialog({
  booking: current,
  onClose,
}: {
  booking: BookingView;
  onClose: () => void;
}) {
  const m = useMessages(bookingRecordMessages);
  const list = useMessages(bookingsMessages);
  const f = useFormat();
  const { userData, users } = useCurrentUser();
  const update = useUpdateBooking();
  const refresh = useBookingConflictRefresh();
  const [booking] = useState(current);
  const schema = useMemo(() => editSchema(list.validation.tooLong), [list]);
  const form = useForm<EditInput, unknown, EditValues>({
    resolver: zodResolver(schema),
    defaultValues: bookingEditForm(booking),
  });
  const control = form.control;
  const company = useWatch({ control, name: 'company' });
  const e = m.modals.edit;
  return (
    <MutationDialog
      size="large"
      title={e.title}
      submitLabel={e.submit}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      onClose={onClose}
      onSubmit={formWrite(form, (values) =>
        update.trigger({
          id: booking.id,
          ...bookingChanges(booking, values),
          version: booking.version,
        }),
      )}
      onFailure={(error) => {
        if (!(error instanceof ApiError)) return;
        for (const [name, message] of Object.entries(error.fields)) {
          const field = FIELD_OF[name as keyof typeof FIELD_OF];
          if (field) form.setError(field, { type: 'server', message });
        }
      }}
      refresh={refresh}
      refusal="close"
    >
      <Text>{f.message(e.text, { reference: booking.reference })}</Text>
      <FormRow>
        <FormSearchPicker
          control={control}
          name="company"
          label={list.fields.company}
          placeholder={list.filter.searchCompany}
          emptyText={list.filter.noMatches}
          source={companySource}
          onChosen={(chosen) => {
            form.setValue('billingCompany', null);
            if (!chosen) return;
            void companyDefaultBilling(chosen.id)
              .then((billing) => {
                if (billing) form.setValue('billingCompany', billing, { shouldDirty: true });
              })
              .catch(() => undefined);
          }}
        />
        <FormSearchPicker
          key={`billing-${company?.id ?? ''}`}
          control={control}
          name="billingCompany"
          label={list.fields.billingCompany}
          placeholder={list.fields.billingCompanyPlaceholder}
          emptyText={list.filter.noMatches}
          source={billingSource(company?.id ?? null)}
        />
      </FormRow>
      <FormRow>
        <FormSearchPicker
          control={control}
          name="agent"
          label={e.agent}
          placeholder={e.agentPlaceholder}
          emptyText={list.filter.noMatches}
          source={agentSource}
        />
        <FormSelectField
          control={control}
          name="accountManagerId"
          label={list.fields.accountManager}
          options={users
            .filter(
              (user) =>
                user.isActive || user.id === userData.id || user.id === booking.accountManager?.id,
            )
            .map((user) => ({ value: user.id, label: user.fullName }))}
        />
      </FormRow>
      <FormMultiSearchPicker
        control={control}
        name="guests"
        label={list.fields.guests}
        placeholder={list.fields.guestsPlaceholder}
        emptyText={list.filter.noMatches}
        source={guestSource}
        listLabel={list.fields.guestsAdded}
        noneText={list.fields.noGuestsAdded}
        removeLabel={(name) => f.message(list.fields.removeGuest, { name })}
      />
      <FormTextField
        control={control}
        name="purchaseOrder"
        label={list.fields.purchaseOrder}
        maxLength={120}
      />
      <FormTextArea
        control={control}
        name="notes"
        label={list.fields.notes}
        maxLength={TEXT_LIMITS.notes}
      />
      <Text size="small" tone="secondary">
        {e.datesHint}
      </Text>
    </MutationDialog>
  );
}
