import {
  CLIENT_LIMITS,
  type ClientCreate,
  clientFullName,
  clientViewSchema,
  mutationResponseSchema,
} from '@staydesk/domain';
import { Button, FormRow, Inline, Modal, Stack, Tag, Text, TextField } from '@staydesk/ui';
import { useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useFormat, useMessages } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';
import { guestSource, type PickOption } from '../api/options';
import { enquiriesMessages } from '../messages';
import { SearchPicker } from './SearchPicker';

const createGuest = (input: ClientCreate) =>
  api.post('/api/v1/clients', input, mutationResponseSchema(clientViewSchema));

/** A guest created on the spot: name (split at the first space), email and phone. */
function NewGuestModal({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (guest: PickOption) => void;
}) {
  const m = useMessages(enquiriesMessages);
  const create = useMutation(createGuest, {
    revalidate: (key) => typeof key === 'string' && key.startsWith('/api/v1/clients'),
  });
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState(false);
  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setInvalid(true);
      return;
    }
    const [firstName = '', ...rest] = trimmed.split(/\s+/);
    try {
      const result = await create.trigger({
        firstName: firstName.slice(0, CLIENT_LIMITS.firstName),
        lastName: rest.join(' ').slice(0, CLIENT_LIMITS.lastName),
        email: email.trim(),
        phone: phone.trim(),
        companyId: null,
        notes: '',
        flags: [],
      });
      onCreated({ id: result.data.id, name: clientFullName(result.data) });
      setName('');
      setEmail('');
      setPhone('');
      onClose();
    } catch {
      // The toast says why.
    }
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={m.create.newGuestTitle}
      closeLabel={m.modals.close}
      footer={
        <Inline space="small" align="flex-end">
          <Button variant="secondary" onPress={onClose}>
            {m.modals.cancel}
          </Button>
          <Button isPending={create.isPending} onPress={() => void save()}>
            {m.create.newGuestSave}
          </Button>
        </Inline>
      }
    >
      <Stack space="medium">
        <TextField
          label={m.create.newGuestName}
          isRequired
          autoFocus
          value={name}
          onChange={(value) => {
            setName(value);
            setInvalid(false);
          }}
          maxLength={CLIENT_LIMITS.firstName + CLIENT_LIMITS.lastName}
          isInvalid={invalid}
          errorMessage={invalid ? m.validation.guestName : undefined}
        />
        <FormRow>
          <TextField
            label={m.create.newGuestEmail}
            type="email"
            value={email}
            onChange={setEmail}
            maxLength={CLIENT_LIMITS.email}
          />
          <TextField
            label={m.create.newGuestPhone}
            type="tel"
            value={phone}
            onChange={setPhone}
            maxLength={CLIENT_LIMITS.phone}
          />
        </FormRow>
      </Stack>
    </Modal>
  );
}

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
      <NewGuestModal isOpen={creating} onClose={() => setCreating(false)} onCreated={add} />
    </Stack>
  );
}
