import { type ClientView, clientFullName } from '@staydesk/domain';
import { Grid, InfoCard, Link } from '@staydesk/ui';
import { CreatorChip } from '../../../components/CreatorChip';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { clientsMessages } from '../messages';

/** The guest's details as label/value cards, two columns on wide screens. */
export function ClientDetails({ client }: { client: ClientView }) {
  const m = useMessages(clientsMessages);
  const none = m.detail.none;
  return (
    <Grid columns={2} space="medium">
      <InfoCard label={m.columns.name} value={clientFullName(client)} />
      <InfoCard
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
      <InfoCard label={m.fields.email} emptyText={none} value={client.email || null} />
      <InfoCard label={m.fields.phone} emptyText={none} value={client.phone || null} />
      <InfoCard
        label={m.fields.flags}
        emptyText={none}
        tags={client.flags.map((flag) => m.flags[flag])}
      />
      <InfoCard label={m.fields.notes} emptyText={none} value={client.notes || null} />
    </Grid>
  );
}

/** Who created the guest and when, and when it last changed (in the user's language). */
export function ClientRecordFacts({ client }: { client: ClientView }) {
  const m = useMessages(clientsMessages);
  const f = useFormat();
  return (
    <Grid columns={2} space="medium">
      <InfoCard label={m.detail.createdAt} value={f.dateTime(client.createdAt)} />
      <InfoCard
        label={m.detail.createdBy}
        emptyText={m.detail.none}
        value={client.createdBy ? <CreatorChip userId={client.createdBy} /> : null}
      />
      <InfoCard
        label={m.columns.updatedAt}
        value={f.message(m.detail.updatedAt, { when: f.relative(client.updatedAt) })}
      />
      <InfoCard label={m.detail.version} value={f.number(client.version)} />
    </Grid>
  );
}
