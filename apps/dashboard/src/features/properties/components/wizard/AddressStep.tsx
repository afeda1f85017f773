import { addressOfPlace, TEXT_LIMITS } from '@staydesk/domain';
import { FormRow, FormSection, TextField } from '@staydesk/ui';
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { useMessages } from '../../../../i18n';
import { FormTextField } from '../../../../lib/form-fields';
import { propertiesMessages } from '../../messages';
import { AddressLineFields } from '../AddressLineFields';
import { PlaceSearch } from '../PlaceSearch';
import { useWizardForm } from './wizardForm';

/** A decimal degree typed as text: a number, or null when empty or not a number. */
function degrees(text: string, limit: number): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) || Math.abs(value) > limit ? null : value;
}

/**
 * The optional pin, as two decimal numbers (plain text fields: no number-parsing library in the
 * wizard's chunk). Both numbers make a position; an empty or invalid one clears it.
 */
function PositionFields() {
  const m = useMessages(propertiesMessages);
  const { control } = useWizardForm();
  const { field } = useController({ control, name: 'address.position' });
  const [lng, lat] = field.value?.coordinates ?? [null, null];
  const [texts, setTexts] = useState({
    lat: lat === null ? '' : String(lat),
    lng: lng === null ? '' : String(lng),
  });
  // A place chosen in the search moves the pin: show its numbers.
  useEffect(() => {
    setTexts({ lat: lat === null ? '' : String(lat), lng: lng === null ? '' : String(lng) });
  }, [lat, lng]);
  const set = (next: { lat: string; lng: string }) => {
    setTexts(next);
    const nextLat = degrees(next.lat, 90);
    const nextLng = degrees(next.lng, 180);
    field.onChange(
      nextLat === null || nextLng === null
        ? null
        : { type: 'Point', coordinates: [nextLng, nextLat] },
    );
  };
  return (
    <FormRow>
      <TextField
        label={m.fields.latitude}
        inputMode="decimal"
        value={texts.lat}
        description={m.fields.positionHint}
        onChange={(value) => set({ ...texts, lat: value })}
      />
      <TextField
        label={m.fields.longitude}
        inputMode="decimal"
        value={texts.lng}
        onChange={(value) => set({ ...texts, lng: value })}
      />
    </FormRow>
  );
}

/** Step 2: the address, typed by hand or filled from a place search, with an optional pin. */
export function AddressStep() {
  const m = useMessages(propertiesMessages);
  const { control, setValue, getValues } = useWizardForm();
  return (
    <FormSection title={m.wizard.steps.address}>
      <PlaceSearch
        label={m.fields.placeSearch}
        placeholder={m.fields.placePlaceholder}
        emptyText={m.fields.noPlace}
        onChoose={(place) => {
          const found = addressOfPlace(place);
          const current = getValues('address');
          // A town fills the city and the pin; what was typed for the street stays.
          setValue(
            'address',
            {
              ...found,
              street: found.street || current.street,
              zip: found.zip || current.zip,
            },
            { shouldValidate: true, shouldDirty: true },
          );
        }}
      />
      <AddressLineFields control={control} />
      <FormTextField
        control={control}
        name="address.state"
        label={m.fields.state}
        maxLength={TEXT_LIMITS.addressLine}
      />
      <FormTextField
        control={control}
        name="address.freeFormAddress"
        label={m.fields.freeFormAddress}
        maxLength={TEXT_LIMITS.address}
      />
      <PositionFields />
    </FormSection>
  );
}
