import { type ClientView, clientFullName } from '@staydesk/domain';
import { DescriptionList, DescriptionListItem, Link } from '@staydesk/ui';
import { CreatorChip } from '../../../components/CreatorChip';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { clientsMessages } from '../messages';

/** The guest's details as label/value pairs (labels secondary), two columns on wide screens. */
export function ClientDetails({ client }: { client: ClientView }) {
  const m = useMessages(clientsMessages);
  const none = m.detail.none;
  return (
    <DescriptionList columns={2}>
      <DescriptionListItem label={m.columns.name} value={clientFullName(client)} />
      <DescriptionListItem
        label={m.fields.company}
        emptyText={none}
        value={
          client.companyId && client.companyName ? (
            <Link href={href('companyDetail', { companyId: client.companyId })}>
              {client.companyName}
            </Link>
          ) : null
        }
      />
      <DescriptionListItem
        label={m.fields.email}
        emptyText={none}
        value={client.email ? <Link href={`mailto:${client.email}`}>{client.email}</Link> : null}
      />
      <DescriptionListItem
        label={m.fields.phone}
        emptyText={none}
        value={
          client.phone ? (
            <Link href={`tel:${client.phone.replace(/[^\d+]/g, '')}`}>{client.phone}</Link>
          ) : null
        }
      />
      <DescriptionListItem
        label={m.fields.flags}
        emptyText={none}
        tags={client.flags.map((flag) => m.flags[flag])}
      />
      <DescriptionListItem
        label={m.fields.notes}
        emptyText={none}
        value={client.notes || null}
        isFullWidth
      />
    </DescriptionList>
  );
}

/** Who created the guest and when, and when it last changed (in the user's language). */
export function ClientRecordFacts({ client }: { client: ClientView }) {
  const m = useMessages(clientsMessages);
  const f = useFormat();
  return (
    <DescriptionList columns={2}>
      <DescriptionListItem label={m.detail.createdAt} value={f.dateTime(client.createdAt)} />
      <DescriptionListItem
        label={m.detail.createdBy}
        emptyText={m.detail.none}
        value={client.createdBy ? <CreatorChip userId={client.createdBy} /> : null}
      />
      <DescriptionListItem
        label={m.columns.updatedAt}
        value={`${f.dateTime(client.updatedAt)} (${f.relative(client.updatedAt)})`}
      />
    </DescriptionList>
  );
}
