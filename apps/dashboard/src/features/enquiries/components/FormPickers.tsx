import type { Place } from '@staydesk/domain';
import { addressOfPlace } from '@staydesk/domain';
import { ComboBox, ComboBoxItem } from '@staydesk/ui';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type Bound, useBoundField } from '../../../lib/form-fields';
import { type OptionSource, type PickOption, usePlaces } from '../api/options';
import { SearchPicker } from './SearchPicker';
import { useDebounced } from './useDebounced';

function isPick(value: unknown): value is PickOption {
  return typeof value === 'object' && value !== null && 'id' in value && 'name' in value;
}

/** A record picker bound to a form field holding `{ id, name }` (null for none). */
export function FormSearchPicker<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, C, O> & {
  label: string;
  placeholder: string;
  emptyText: string;
  source: OptionSource;
  description?: string;
  isRequired?: boolean;
  onChosen?: (option: PickOption | null) => void;
}) {
  const { field, common } = useBoundField({ control, name });
  const { onChosen, ...rest } = props;
  return (
    <SearchPicker
      {...rest}
      name={common.name}
      onBlur={common.onBlur}
      inputRef={common.ref}
      isInvalid={common.isInvalid}
      errorMessage={common.errorMessage}
      value={isPick(field.value) ? { id: field.value.id, name: field.value.name } : null}
      onChange={(option) => {
        field.onChange(option ? { id: option.id, name: option.name } : null);
        onChosen?.(option);
      }}
    />
  );
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
  const [text, setText] = useState(current);
  const search = useDebounced(text === current ? '' : text);
  const items = usePlaces(search);
  return (
    <ComboBox
      {...common}
      label={label}
      placeholder={placeholder}
      emptyText={emptyText}
      isRequired={isRequired ?? false}
      items={items}
      inputValue={text}
      onInputChange={(value) => {
        setText(value);
        if (value === '') field.onChange(null);
      }}
      onSelectionChange={(key) => {
        const place = items.find((item) => item.id === key);
        if (!place) return;
        const chosen = placeLabel(place);
        setText(chosen);
        field.onChange({ label: chosen, address: addressOfPlace(place) });
      }}
    >
      {(place) => (
        <ComboBoxItem id={place.id} textValue={place.name}>
          {placeLabel(place)}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
