import { type ClientSort, type ClientView, clientFullName } from '@staydesk/domain';
import { EmailText, PlainLink, type TableColumn } from '@staydesk/ui';
import { useMemo } from 'react';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
import type { clientsMessages } from '../messages';

type Messages = Widen<(typeof clientsMessages)['en']>;

/** The guests table's columns; name and updated sort the list on the server. */
export function clientColumns(m: Messages, f: Formatters): TableColumn<ClientView>[] {
  return [
    {
      id: 'name' satisfies ClientSort,
      role: 'name',
      name: m.columns.name,
      isRowHeader: true,
      allowsSorting: true,
      renderCell: (client) => (
        <PlainLink href={href('clientDetail', { clientId: client.id })}>
          {clientFullName(client)}
        </PlainLink>
      ),
    },
    {
      id: 'email',
      role: 'email',
      name: m.columns.email,
      renderCell: (client) => <EmailText>{client.email}</EmailText>,
    },
    { id: 'phone', name: m.columns.phone, noWrap: true, renderCell: (client) => client.phone },
    {
      id: 'company',
      role: 'name',
      name: m.columns.company,
      renderCell: (client) =>
        client.companyId && client.companyName ? (
          <PlainLink href={href('companyDetail', { companyId: client.companyId })}>
            {client.companyName}
          </PlainLink>
        ) : null,
    },
    {
      id: 'updatedAt' satisfies ClientSort,
      role: 'date',
      name: m.columns.updatedAt,
      allowsSorting: true,
      renderCell: (client) => f.relative(client.updatedAt),
    },
  ];
}

/** Memoised: the table's rows are, and a new columns array would redraw all 29 each render. */
export function useClientColumns(messages: typeof clientsMessages) {
  const m = useMessages(messages);
  const f = useFormat();
  return useMemo(() => clientColumns(m, f), [m, f]);
}
