import {
  Box,
  Button,
  FormActions,
  FormLayout,
  FormRow,
  FormSection,
  Loader,
  PageHeader,
  Stack,
  Text,
} from '@staydesk/ui';
import { lazy, Suspense, useMemo } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormMultiSearchPicker } from '../../../components/FormMultiSearchPicker';
import { FormSearchPicker } from '../../../components/FormSearchPicker';
import { FormSelectField } from '../../../components/FormSelectField';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/auth';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextArea, FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { usePublicSettings } from '../../../lib/global-settings';
import { billingSource, companySource, guestSource, propertySource } from '../../../lib/options';
import {
  type BookingFormControl,
  type BookingFormInput,
  type BookingFormValues,
  blankBookingForm,
  bookingCreateBody,
  bookingFormSchema,
  FORM_FIELD_OF,
} from '../api/booking-form';
import { useCreateBooking } from '../api/bookings';
import { bookingsMessages } from '../messages';

// The calendars are a chunk of their own, fetched beside this one.
const BookingDates = lazy(() =>
  import('../components/BookingDates').then((m) => ({ default: m.BookingDates })),
);

/** The stay's dates, bound to the form (both days' errors show at the one field). */
function Dates({ control }: { control: BookingFormControl }) {
  const m = useMessages(bookingsMessages);
  const checkIn = useController({ control, name: 'checkIn' });
  const checkOut = useController({ control, name: 'checkOut' });
  const error = checkIn.fieldState.error?.message ?? checkOut.fieldState.error?.message;
  return (
    <Suspense fallback={<Loader label={m.create.dates} />}>
      <BookingDates
        label={m.create.dates}
        description={m.create.datesHint}
        error={error}
        inputRef={checkIn.field.ref}
        onRange={(start, end) => {
          checkIn.field.onChange(start);
          checkOut.field.onChange(end);
        }}
      />
    </Suspense>
  );
}

const NIGHT = 86_400_000;

/** '3 nights · £450.00 in total, £120.00 margin', once the dates and prices are given. */
function Totals({ control }: { control: BookingFormControl }) {
  const m = useMessages(bookingsMessages);
  const f = useFormat();
  const [checkIn, checkOut, price, cost, currency] = useWatch({
    control,
    name: ['checkIn', 'checkOut', 'sellingPrice', 'cost', 'currency'],
  });
  const nights =
    checkIn && checkOut
      ? Math.round(
          (Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / NIGHT,
        )
      : 0;
  const selling = Number(price);
  const buying = Number(cost);
  const code = (currency ?? '').trim().toUpperCase();
  if (nights <= 0 || !price || Number.isNaN(selling) || !/^[A-Z]{3}$/.test(code)) return null;
  const total = f.money(selling * nights, code);
  return (
    <span data-part="totals">
      <Text tone="secondary">
        {cost && !Number.isNaN(buying)
          ? f.message(m.create.totalsWithMargin, {
              nights,
              total,
              margin: f.money((selling - buying) * nights, code),
            })
          : f.message(m.create.totals, { nights, total })}
      </Text>
    </span>
  );
}

/**
 * bookings/create: a direct booking (no enquiry) — the client, the guests, the property and its
 * dates, the prices per night and the deposit, who handles it. The server checks the property's
 * supply: a clash (409) names the dates taken at the dates field and nothing is saved; on
 * success the new booking's page opens.
 */
export function BookingCreateScreen() {
  const m = useMessages(bookingsMessages);
  const f = useFormat();
  const navigate = useNavigate();
  const create = useCreateBooking();
  const { userData, users } = useCurrentUser();
  const settings = usePublicSettings();
  const schema = useMemo(() => bookingFormSchema(m.validation), [m]);
  const form = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(schema),
    defaultValues: blankBookingForm({
      currency: settings.data?.defaultCurrency ?? 'GBP',
      accountManagerId: userData.id,
    }),
  });
  const control = form.control;
  const company = useWatch({ control, name: 'company' });
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await create.trigger(bookingCreateBody(values));
      void navigate(href('bookingDetail', { bookingId: result.data.id }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The nights are taken: said at the dates, in the user's language and date format.
        form.setError('checkIn', { type: 'server', message: errorMessage(error) ?? error.message });
        return;
      }
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fields)) {
          const field = FORM_FIELD_OF[name as keyof typeof FORM_FIELD_OF];
          if (field) form.setError(field, { type: 'server', message });
        }
      }
      applyServerFieldErrors(error, [], form.setError);
    }
  });

  return (
    <Box as="section">
      <Stack space="large">
        <PageHeader title={m.create.title} description={m.create.description} />
        <form noValidate onSubmit={(event) => void submit(event)}>
          <FormLayout>
            <FormSection title={m.create.sections.stay}>
              <FormSearchPicker
                control={control}
                name="property"
                label={m.fields.property}
                placeholder={m.fields.propertyPlaceholder}
                emptyText={m.filter.noMatches}
                source={propertySource}
                isRequired
              />
              <Dates control={control} />
            </FormSection>
            <FormSection title={m.create.sections.client}>
              <FormRow>
                <FormSearchPicker
                  control={control}
                  name="company"
                  label={m.fields.company}
                  placeholder={m.filter.searchCompany}
                  emptyText={m.filter.noMatches}
                  source={companySource}
                  onChosen={() => form.setValue('billingCompany', null)}
                />
                <FormSearchPicker
                  key={`billing-${company?.id ?? ''}`}
                  control={control}
                  name="billingCompany"
                  label={m.fields.billingCompany}
                  placeholder={m.fields.billingCompanyPlaceholder}
                  emptyText={m.filter.noMatches}
                  source={billingSource(company?.id ?? null)}
                />
              </FormRow>
              <FormTextField
                control={control}
                name="purchaseOrder"
                label={m.fields.purchaseOrder}
                maxLength={120}
              />
            </FormSection>
            <FormSection title={m.create.sections.guests}>
              <FormMultiSearchPicker
                control={control}
                name="guests"
                label={m.fields.guests}
                placeholder={m.fields.guestsPlaceholder}
                emptyText={m.filter.noMatches}
                source={guestSource}
                listLabel={m.fields.guestsAdded}
                noneText={m.fields.noGuestsAdded}
                removeLabel={(name) => f.message(m.fields.removeGuest, { name })}
              />
            </FormSection>
            <FormSection title={m.create.sections.money}>
              <FormRow>
                <FormTextField
                  control={control}
                  name="sellingPrice"
                  label={m.fields.sellingPrice}
                  inputMode="decimal"
                  maxLength={14}
                  isRequired
                />
                <FormTextField
                  control={control}
                  name="cost"
                  label={m.fields.cost}
                  inputMode="decimal"
                  maxLength={14}
                  isRequired
                />
              </FormRow>
              <FormRow>
                <FormTextField
                  control={control}
                  name="currency"
                  label={m.fields.currency}
                  maxLength={3}
                  isRequired
                />
                <FormTextField
                  control={control}
                  name="depositAmount"
                  label={m.fields.deposit}
                  description={m.fields.depositHint}
                  inputMode="decimal"
                  maxLength={14}
                />
              </FormRow>
              <Totals control={control} />
            </FormSection>
            <FormSection title={m.create.sections.handling}>
              <FormSelectField
                control={control}
                name="accountManagerId"
                label={m.fields.accountManager}
                options={users
                  .filter((user) => user.isActive || user.id === userData.id)
                  .map((user) => ({ value: user.id, label: user.fullName }))}
              />
              <FormTextArea
                control={control}
                name="notes"
                label={m.fields.notes}
                maxLength={10_000}
              />
            </FormSection>
            <FormActions
              secondary={
                <Button variant="secondary" onPress={() => void navigate(href('bookingsList'))}>
                  {m.create.cancel}
                </Button>
              }
              primary={
                <Button type="submit" isPending={create.isPending}>
                  {m.create.submit}
                </Button>
              }
            />
          </FormLayout>
        </form>
      </Stack>
    </Box>
  );
}
