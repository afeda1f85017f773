import {
  PARKING_OPTIONS,
  PROPERTY_LIMITS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  YES_FREE_CHARGEABLE_NO,
} from '@staydesk/domain';
import { ComboBox, ComboBoxItem, Grid, Select, SelectItem, TextField } from '@staydesk/ui';
import { useState } from 'react';
import { useMessages } from '../../../i18n';
import { useDebounced } from '../../../lib/useDebounced';
import { useLandlordOptions } from '../api/landlords';
import { propertiesMessages } from '../messages';
import { type PropertyFilterName, useFilterParams } from './filterParams';
import { labelOf } from './options';

const ANY = 'any-value';

function SelectFilter({
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  const items = [
    { id: ANY, label: anyLabel },
    ...options.map((o) => ({ id: o.value, label: o.label })),
  ];
  return (
    <Select
      label={label}
      items={items}
      selectedKey={value || ANY}
      onSelectionChange={(key) => onChange(key === ANY || key === null ? undefined : String(key))}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}

function LandlordFilter({
  id,
  name,
  onChange,
}: {
  id: string;
  name: string;
  onChange: (landlord: { id: string; name: string } | null) => void;
}) {
  const m = useMessages(propertiesMessages);
  const [text, setText] = useState(name);
  const search = useDebounced(text === name ? '' : text);
  const found = useLandlordOptions(search).data ?? [];
  const items = id && !found.some((item) => item.id === id) ? [{ id, name }, ...found] : found;
  return (
    <ComboBox
      label={m.list.landlord}
      placeholder={m.list.anyLandlord}
      emptyText={m.fields.noLandlord}
      items={items}
      inputValue={text}
      selectedKey={id || null}
      onInputChange={(value) => {
        setText(value);
        if (value === '') onChange(null);
      }}
      onSelectionChange={(key) => {
        const landlord = items.find((item) => item.id === key);
        if (!landlord) return;
        setText(landlord.name);
        onChange({ id: landlord.id, name: landlord.name });
      }}
    >
      {(landlord) => <ComboBoxItem id={landlord.id}>{landlord.name}</ComboBoxItem>}
    </ComboBox>
  );
}

/** A whole number typed as text (no number-field machinery in the list's chunk), applied on leaving. */
function CountFilter({
  label,
  name,
  max,
}: {
  label: string;
  name: PropertyFilterName;
  max: number;
}) {
  const { get, set } = useFilterParams();
  return (
    <TextField
      label={label}
      inputMode="numeric"
      defaultValue={get(name)}
      onBlur={(event) => {
        const value = Number.parseInt(event.currentTarget.value, 10);
        set({
          [name]: Number.isFinite(value) ? String(Math.min(Math.max(value, 0), max)) : undefined,
        });
      }}
    />
  );
}

/**
 * The filters under "Filters" (type, status, landlord, rooms, guests, parking, pets, price):
 * loaded when the popover first opens, so the list's own chunk stays small.
 */
export function MoreFilters() {
  const m = useMessages(propertiesMessages);
  const { get, set } = useFilterParams();
  return (
    <Grid columns={[1, 2]} space="small">
      <SelectFilter
        label={m.fields.type}
        anyLabel={m.list.anyType}
        value={get('type')}
        options={PROPERTY_TYPES.map((o) => ({
          value: o.value,
          label: m.options.type[o.value],
        }))}
        onChange={(value) => set({ type: value })}
      />
      <SelectFilter
        label={m.fields.status}
        anyLabel={m.list.anyStatus}
        value={get('status')}
        options={PROPERTY_STATUSES.map((o) => ({
          value: o.value,
          label: m.options.status[o.value],
        }))}
        onChange={(value) => set({ status: value })}
      />
      <LandlordFilter
        id={get('landlordId')}
        name={get('landlordName')}
        onChange={(landlord) => set({ landlordId: landlord?.id, landlordName: landlord?.name })}
      />
      <CountFilter label={m.list.bedroomsMin} name="bedroomsMin" max={PROPERTY_LIMITS.rooms} />
      <CountFilter label={m.list.guestsMin} name="guestsMin" max={PROPERTY_LIMITS.maxGuests} />
      <SelectFilter
        label={m.fields.parking}
        anyLabel={m.list.anyParking}
        value={get('parking')}
        options={[
          { value: 'any', label: m.options.parkingFilter.any },
          { value: 'none', label: m.options.parkingFilter.none },
          ...PARKING_OPTIONS.map((o) => ({
            value: o.value,
            label: m.options.parking[o.value],
          })),
        ]}
        onChange={(value) => set({ parking: value })}
      />
      <SelectFilter
        label={m.fields.pets}
        anyLabel={m.list.anyPets}
        value={get('pets')}
        options={[
          { value: 'yes', label: m.options.petsFilter.yes },
          ...YES_FREE_CHARGEABLE_NO.map((o) => ({
            value: o.value,
            label: labelOf(m.options.pets, o.value),
          })),
        ]}
        onChange={(value) => set({ pets: value })}
      />
      <TextField
        label={m.list.priceMin}
        inputMode="decimal"
        defaultValue={get('priceMin')}
        onBlur={(event) => set({ priceMin: event.currentTarget.value.trim() || undefined })}
      />
      <TextField
        label={m.list.priceMax}
        inputMode="decimal"
        defaultValue={get('priceMax')}
        onBlur={(event) => set({ priceMax: event.currentTarget.value.trim() || undefined })}
      />
    </Grid>
  );
}
