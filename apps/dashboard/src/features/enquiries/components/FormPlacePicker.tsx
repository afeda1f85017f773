import { addressOfPlace, type Place, placeListSchema } from '@staydesk/domain';
import { ComboBox, ComboBoxItem } from '@staydesk/ui';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { type Bound, useBoundField } from '../../../lib/form-fields';
import { useDebounced } from '../../../lib/useDebounced';

const placesResponseSchema = z.object({ data: placeListSchema });

/** GET /api/v1/places?search=: towns from the gazetteer, or a maps provider's addresses. */
function usePlaces(search: string): readonly Place[] {
  const text = search.trim();
  const key = text ? `/api/v1/places?${new URLSearchParams({ search: text })}` : null;
  const { data } = useSWR(
    key,
    async (url: string) => (await api.get(url, placesResponseSchema)).data,
    { keepPreviousData: true },
  );
  return data ?? [];
}

function placeLabel(place: Place): string {
  return place.address?.freeFormAddress || `${place.name}, ${place.region}`;
}

/**
 * The enquiry's location, bound to `{ label, address }`: searches GET /api/v1/places as the user
 * types (gazetteer towns, or a maps provider's addresses) as the property wizard does.
 */
export function FormPlacePicker<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  emptyText,
  isRequired,
}: Bound<T, C, O> & {
  label: string;
  placeholder: string;
  emptyText: string;
  isRequired?: boolean;
}) {
  const { field, common } = useBoundField({ control, name });
  const current =
    typeof field.value === 'object' && field.value !== null && 'label' in field.value
      ? String(field.value.label)
      : '';
  // What the user typed (the search); the combobox shows the chosen place itself, so a choice
  // never reads as typing (which would reopen the list under it).
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed);
  const items = usePlaces(search);
  return (
    <ComboBox
      {...common}
      label={label}
      placeholder={placeholder}
      emptyText={emptyText}
      isRequired={isRequired ?? false}
      items={items}
      defaultInputValue={current}
      onInputChange={(value) => {
        if (value !== current && !items.some((place) => placeLabel(place) === value)) {
          setTyped(value);
        }
        if (value === '') field.onChange(null);
      }}
      onSelectionChange={(key) => {
        const place = items.find((item) => item.id === key);
        if (!place) return;
        field.onChange({ label: placeLabel(place), address: addressOfPlace(place) });
      }}
    >
      {(place) => (
        <ComboBoxItem id={place.id} textValue={placeLabel(place)}>
          {placeLabel(place)}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
