import {
  CLIENT_LIMITS,
  type ClientCreate,
  clientFullName,
  clientViewSchema,
  mutationResponseSchema,
} from '@staydesk/domain';
import { FormRow, TextField } from '@staydesk/ui';
import { useState } from 'react';
import { MutationDialog } from '../../../components/MutationDialog';
import { useMessages } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';
import type { PickOption } from '../../../lib/options';
import { enquiriesMessages } from '../messages';

const createGuest = (input: ClientCreate) =>
  api.post('/api/v1/clients', input, mutationResponseSchema(clientViewSchema));

/** A guest created on the spot: name (split at the first space), email and phone. */
export function NewGuestModal({
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
  // A failure is toasted by the mutation; the dialog stays with what was typed.
  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setInvalid(true);
      return null;
    }
    const [firstName = '', ...rest] = trimmed.split(/\s+/);
    return create
      .trigger({
        firstName: firstName.slice(0, CLIENT_LIMITS.firstName),
        lastName: rest.join(' ').slice(0, CLIENT_LIMITS.lastName),
        email: email.trim(),
        phone: phone.trim(),
        companyId: null,
        notes: '',
        flags: [],
      })
      .then((result) => {
        onCreated({ id: result.data.id, name: clientFullName(result.data) });
        setName('');
        setEmail('');
        setPhone('');
      });
  };
  return (
    <MutationDialog
      isOpen={isOpen}
      title={m.create.newGuestTitle}
      submitLabel={m.create.newGuestSave}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      onClose={onClose}
      onSubmit={save}
    >
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
    </MutationDialog>
  );
}
