import { Button } from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormMultiSearchPicker } from '../../../components/FormMultiSearchPicker';
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
  const [creating, setCreating] = useState(false);
  return (
    <FormMultiSearchPicker
      control={control}
      name={name}
      label={m.create.searchGuest}
      placeholder={m.create.searchGuestPlaceholder}
      emptyText={m.fields.noMatches}
      source={guestSource}
      listLabel={m.fields.guests}
      noneText={m.create.noGuestsAdded}
      removeLabel={(guest) => f.message(m.create.removeGuest, { name: guest })}
      action={(add: (guest: PickOption) => void) => (
        <>
          <Button variant="secondary" onPress={() => setCreating(true)}>
            {m.create.newGuest}
          </Button>
          {creating ? (
            <Suspense fallback={null}>
              <NewGuestModal isOpen onClose={() => setCreating(false)} onCreated={add} />
            </Suspense>
          ) : null}
        </>
      )}
    />
  );
}
