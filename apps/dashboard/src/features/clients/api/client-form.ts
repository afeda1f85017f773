import {
  CLIENT_FLAGS,
  type ClientCreate,
  type ClientFlag,
  type ClientUpdate,
  type ClientView,
  clientCreateSchema,
} from '@staydesk/domain';
import type { z } from 'zod/mini';

/** The form validates with the same schema the API route does. */
export const clientFormSchema = clientCreateSchema;
export type ClientFormInput = z.input<typeof clientFormSchema>;

export const CLIENT_FLAG_VALUES: readonly ClientFlag[] = CLIENT_FLAGS.map((flag) => flag.value);

export const blankClient: ClientFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyId: null,
  notes: '',
  flags: [],
};

export function clientFormValues(client: ClientView): ClientFormInput {
  return {
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    phone: client.phone,
    companyId: client.companyId,
    notes: client.notes,
    flags: client.flags,
  };
}

const KEYS = ['firstName', 'lastName', 'email', 'phone', 'companyId', 'notes'] as const;

/** Only what changed goes into the PATCH, with the version the form was read at. */
export function changedClientFields(client: ClientView, form: ClientCreate): ClientUpdate {
  const changes: ClientUpdate = { version: client.version };
  for (const key of KEYS) {
    if (form[key] !== client[key]) Object.assign(changes, { [key]: form[key] });
  }
  const sameFlags =
    form.flags.length === client.flags.length &&
    form.flags.every((flag) => client.flags.includes(flag));
  if (!sameFlags) changes.flags = form.flags;
  return changes;
}
