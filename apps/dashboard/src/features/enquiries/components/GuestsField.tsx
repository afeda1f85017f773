import { Button, Inline, Stack, Tag, Text } from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { SearchPicker } from '../../../components/SearchPicker';
import { useFormat, useMessages } from '../../../i18n';
import { guestSource, type PickOption } from '../../../lib/options';
import { enquiriesMessages } from '../messages';

// Creating a guest is a modal of its own, loaded when asked for.
const NewGuestModal = lazy(() =>
  import('../modals/NewGuestModal').then((m) => ({ default: m.NewGuestModal })),
);

/**
 * The guests of the enquiry, added inline: find an existing guest (the picker empties for the
 * next one) or create one quickly; each added guest is a removable tag.
 */
export function GuestsField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: Path<T>;
}) {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const { field } = useController({ control, name });
  const guests: PickOption[] = Array.isArray(field.value) ? field.value : [];
  const [pickerKey, setPickerKey] = useState(0);
  const [creating, setCreating] = useState(false);
  const add = (guest: PickOption) => {
    if (!guests.some((existing) => existing.id === guest.id)) {
      field.onChange([...guests, { id: guest.id, name: guest.name }]);
    }
    setPickerKey((key) => key + 1);
  };
  return (
    <Stack space="small">
      <Inline space="small" alignY="flex-end">
        <SearchPicker
          key={pickerKey}
          label={m.create.searchGuest}
          placeholder={m.create.searchGuestPlaceholder}
          emptyText={m.fields.noMatches}
          value={null}
          onChange={(option) => {
            if (option) add(option);
          }}
          source={guestSource}
        />
        <Button variant="secondary" onPress={() => setCreating(true)}>
          {m.create.newGuest}
        </Button>
      </Inline>
      {guests.length === 0 ? (
        <Text tone="secondary" size="small">
          {m.create.noGuestsAdded}
        </Text>
      ) : (
        <Inline space="xsmall" as="ul" aria-label={m.fields.guests}>
          {guests.map((guest) => (
            <Inline key={guest.id} space="xxsmall" as="li">
              <Tag>{guest.name}</Tag>
              <Button
                size="small"
                variant="ghost"
                aria-label={f.message(m.create.removeGuest, { name: guest.name })}
                onPress={() => field.onChange(guests.filter((other) => other.id !== guest.id))}
              >
                ×
              </Button>
            </Inline>
          ))}
        </Inline>
      )}
      {creating ? (
        <Suspense fallback={null}>
          <NewGuestModal isOpen onClose={() => setCreating(false)} onCreated={add} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
