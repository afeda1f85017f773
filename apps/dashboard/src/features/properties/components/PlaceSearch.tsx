import type { Place } from '@staydesk/domain';
import { ComboBox, ComboBoxItem } from '@staydesk/ui';
import { useState } from 'react';
import { useDebounced } from '../../../lib/useDebounced';
import { usePlaces } from '../api/places';

/**
 * Finds a place through GET /api/v1/places as the user types (towns from the gazetteer, or
 * whole addresses from a maps provider when one is configured) and hands the chosen one over.
 */
export function PlaceSearch({
  label,
  placeholder,
  emptyText,
  initialText = '',
  description,
  onChoose,
  onClear,
}: {
  label: string;
  placeholder: string;
  emptyText: string;
  initialText?: string;
  description?: string;
  onChoose: (place: Place) => void;
  onClear?: () => void;
}) {
  const [text, setText] = useState(initialText);
  const [chosen, setChosen] = useState<string | null>(null);
  const search = useDebounced(text);
  const places = usePlaces(search === chosen ? '' : search);
  const items = places.data ?? [];
  return (
    <ComboBox
      label={label}
      placeholder={placeholder}
      emptyText={emptyText}
      {...(description ? { description } : {})}
      items={items}
      inputValue={text}
      onInputChange={(value) => {
        setText(value);
        if (value === '') {
          setChosen(null);
          onClear?.();
        }
      }}
      onSelectionChange={(key) => {
        const place = items.find((item) => item.id === key);
        if (!place) return;
        const name = place.address?.freeFormAddress || `${place.name}, ${place.region}`;
        setChosen(name);
        setText(name);
        onChoose(place);
      }}
    >
      {(place) => (
        <ComboBoxItem id={place.id} textValue={place.name}>
          {place.address?.freeFormAddress || `${place.name}, ${place.region}`}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
