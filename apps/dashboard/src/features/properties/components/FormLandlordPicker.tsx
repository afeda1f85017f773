import { ComboBox, ComboBoxItem } from '@staydesk/ui';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type Bound, useBoundField } from '../../../lib/form-fields';
import { useDebounced } from '../../../lib/useDebounced';
import { type LandlordOption, useLandlordOptions } from '../api/landlords';

/**
 * The landlord of a property, bound to the form's `landlordId`: searches the server's landlords as
 * the user types; the chosen landlord's name stays shown (`initial`) until another is picked.
 */
export function FormLandlordPicker<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  emptyText,
  initial,
  isRequired,
  onChosen,
}: Bound<T, C, O> & {
  label: string;
  placeholder: string;
  emptyText: string;
  initial: LandlordOption | null;
  isRequired?: boolean;
  onChosen?: (landlord: LandlordOption | null) => void;
}) {
  const { field, common } = useBoundField({ control, name });
  const [text, setText] = useState(initial?.name ?? '');
  const [chosen, setChosen] = useState<LandlordOption | null>(initial);
  const search = useDebounced(text === chosen?.name ? '' : text);
  const found = useLandlordOptions(search).data ?? [];
  const items = chosen && !found.some((item) => item.id === chosen.id) ? [chosen, ...found] : found;
  const choose = (landlord: LandlordOption | null) => {
    setChosen(landlord);
    field.onChange(landlord?.id ?? null);
    onChosen?.(landlord);
  };
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
        if (value === '') choose(null);
      }}
      selectedKey={typeof field.value === 'string' ? field.value : null}
      onSelectionChange={(key) => {
        const landlord = items.find((item) => item.id === key) ?? null;
        setText(landlord?.name ?? '');
        choose(landlord);
      }}
    >
      {(landlord) => (
        <ComboBoxItem id={landlord.id} textValue={landlord.name}>
          {landlord.company?.name ? `${landlord.name} · ${landlord.company.name}` : landlord.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
