import { type ClientView, clientFullName } from '@staydesk/domain';
import { Badge, Box, Link, Loader, PageHeader, RecordSection, Stack, Text } from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { RecordActions } from '../../../components/RecordActions';
import { RelatedRecords } from '../../../components/related';
import { href } from '../../../config/paths';
import { useFormat, useMessages, useT } from '../../../i18n';
import { useRecordCrumb } from '../../../lib/crumbs';
import { toast } from '../../../lib/toast';
import { changedClientFields, clientFormValues } from '../api/client-form';
import { useClient, useDeleteClient, useRestoreClient, useUpdateClient } from '../api/clients';
import { ClientDetails, ClientRecordFacts } from '../components/ClientFacts';
import { ClientForm } from '../components/ClientForm';
import { clientsMessages } from '../messages';

// The guest's bookings (a table with the stay chips) load in a chunk of their own.
const GuestBookings = lazy(() =>
  import('../components/GuestBookings').then((m) => ({ default: m.GuestBookings })),
);

function ClientBody({ client }: { client: ClientView }) {
  const m = useMessages(clientsMessages);
  const f = useFormat();
  const update = useUpdateClient();
  const remove = useDeleteClient();
  const restore = useRestoreClient();
  const [editing, setEditing] = useState(false);
  const name = clientFullName(client);

  return (
    <Stack space="large">
      <PageHeader
        title={name}
        status={
          <Badge tone={client.deleted ? 'critical' : 'positive'}>
            {client.deleted ? m.detail.deletedStatus : m.detail.activeStatus}
          </Badge>
        }
        description={f.message(m.detail.updatedAt, { when: f.relative(client.updatedAt) })}
        actions={
          editing ? undefined : (
            <RecordActions
              deleted={client.deleted}
              texts={{ ...m.detail, deleteText: f.message(m.detail.deleteText, { name }) }}
              onEdit={() => setEditing(true)}
              onDelete={() => remove.trigger({ id: client.id, version: client.version })}
              onRestore={() => restore.trigger({ id: client.id, version: client.version })}
              isDeleting={remove.isPending}
              isRestoring={restore.isPending}
            />
          )
        }
      />
      {editing ? (
        <ClientForm
          key={client.version}
          initial={clientFormValues(client)}
          companyName={client.companyName}
          submitLabel={m.detail.save}
          cancelLabel={m.detail.cancel}
          isPending={update.isPending}
          onSubmit={async (values) => {
            const changes = changedClientFields(client, values);
            if (Object.keys(changes).length === 1) {
              toast.info(m.detail.unchanged);
              return;
            }
            await update.trigger({ id: client.id, changes });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Stack space="large">
          <RecordSection title={m.detail.details}>
            <ClientDetails client={client} />
          </RecordSection>
          <RelatedRecords to={{ kind: 'guest', guestId: client.id }} kinds={['enquiries']} />
          <RecordSection title={m.bookings.title}>
            <Suspense fallback={<Loader label={m.bookings.title} />}>
              <GuestBookings guestId={client.id} />
            </Suspense>
          </RecordSection>
          <RecordSection title={m.detail.record}>
            <ClientRecordFacts client={client} />
          </RecordSection>
        </Stack>
      )}
    </Stack>
  );
}

/** clients/list/:clientId: the guest, edit with the version read, delete and restore. */
export function ClientDetailScreen() {
  const m = useMessages(clientsMessages);
  const t = useT();
  const { clientId = '' } = useParams();
  const { data, error } = useClient(clientId);
  useRecordCrumb('clientId', data ? clientFullName(data) : undefined);
  return (
    <Box as="section">
      <Stack space="large">
        <Box>
          <Link href={href('clientsList')}>{m.detail.back}</Link>
        </Box>
        {!data && !error ? <Loader label={t.common.loading} /> : null}
        {error && !data ? <Text>{m.detail.notFound}</Text> : null}
        {data ? <ClientBody client={data} /> : null}
      </Stack>
    </Box>
  );
}
