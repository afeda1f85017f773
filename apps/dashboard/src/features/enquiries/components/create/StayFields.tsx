import { Box, FormRow, FormSection, Loader, Select, SelectItem, Text } from '@staydesk/ui';
import { lazy, Suspense } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useFormat, useMessages } from '../../../../i18n';
import { useBoundField } from '../../../../lib/form-fields';
import type { EnquiryFormControl as Control } from '../../api/enquiry-form';
import { enquiriesMessages } from '../../messages';
import { FormPlacePicker } from '../FormPlacePicker';

const StayDates = lazy(() => import('./StayDates').then((m) => ({ default: m.StayDates })));
const DuplicateWarning = lazy(() =>
  import('./DuplicateWarning').then((m) => ({ default: m.DuplicateWarning })),
);

/** The duplicate check reads the company and the dates as the form holds them. */
function Duplicates({ control, excludeId }: { control: Control; excludeId?: string | undefined }) {
  const [company, checkIn, checkOut, openEnded] = useWatch({
    control,
    name: ['company', 'checkIn', 'checkOut', 'openEnded'],
  });
  if (!company || !checkIn) return null;
  return (
    <Suspense fallback={null}>
      <DuplicateWarning
        companyId={company.id}
        checkIn={checkIn}
        checkOut={openEnded ? null : checkOut || null}
        excludeId={excludeId}
      />
    </Suspense>
  );
}

/** The stay's dates, bound to the form; the calendars themselves load as a chunk of their own. */
function Dates({ control }: { control: Control }) {
  const m = useMessages(enquiriesMessages);
  const checkIn = useController({ control, name: 'checkIn' });
  const checkOut = useController({ control, name: 'checkOut' });
  const openEnded = useController({ control, name: 'openEnded' });
  const error = checkIn.fieldState.error?.message ?? checkOut.fieldState.error?.message;
  return (
    <Suspense fallback={<Loader label={m.fields.dates} />}>
      <StayDates
        openEnded={openEnded.field.value}
        onOpenEnded={openEnded.field.onChange}
        onCheckIn={checkIn.field.onChange}
        onRange={(start, end) => {
          checkIn.field.onChange(start);
          checkOut.field.onChange(end);
        }}
        error={error}
        inputRef={checkIn.field.ref}
        texts={{ dates: m.fields.dates, checkIn: m.create.checkIn, openEnded: m.create.openEnded }}
      />
    </Suspense>
  );
}

/** Search radii in miles (a pick is quicker than typing during a call). */
const RADII = [1, 3, 5, 10, 15, 25, 50, 100] as const;

function RadiusSelect({ control }: { control: Control }) {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const { field, common } = useBoundField({ control, name: 'radiusMiles' });
  return (
    <Select
      {...common}
      label={m.fields.radius}
      isRequired
      items={RADII.map((miles) => ({
        id: String(miles),
        label: f.message(m.fields.radiusOption, { miles }),
      }))}
      selectedKey={String(field.value)}
      onSelectionChange={(key) => field.onChange(Number(key))}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}

/**
 * The stay: dates (range, or check-in alone when open-ended), the place and radius, and the
 * duplicate warning. The calendars load as a chunk of their own.
 */
export function StayFields({
  control,
  excludeId,
}: {
  control: Control;
  /** The enquiry being edited: not its own duplicate. */
  excludeId?: string;
}) {
  const m = useMessages(enquiriesMessages);
  const place = useWatch({ control, name: 'place' });
  return (
    <FormSection title={m.create.sections.stay}>
      <Dates control={control} />
      <FormRow>
        <FormPlacePicker
          control={control}
          name="place"
          label={m.fields.location}
          placeholder={m.fields.locationPlaceholder}
          emptyText={m.fields.noMatches}
          isRequired
        />
        <RadiusSelect control={control} />
      </FormRow>
      {place && place.address.position === null ? (
        <Box role="note" padding="small" borderRadius="standard" background="cautionSoft">
          <Text size="small">{m.fields.noCoordinates}</Text>
        </Box>
      ) : null}
      <Duplicates control={control} excludeId={excludeId} />
    </FormSection>
  );
}
