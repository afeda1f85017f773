import type { LandlordView } from '@staydesk/domain';
import {
  Badge,
  Box,
  Link,
  Loader,
  PageHeader,
  RecordSection,
  Stack,
  StatusBadge,
  Text,
} from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { href } from '../../../config/paths';
import { useFormat, useMessages, useT } from '../../../i18n';
import { useRecordCrumb } from '../../../lib/crumbs';
import { toast } from '../../../lib/toast';
import { changedLandlordFields, landlordFormValues } from '../api/landlord-values';
import {
  useDeleteLandlord,
  useLandlord,
  useRestoreLandlord,
  useUpdateLandlord,
} from '../api/landlords';
import { LandlordActions } from '../components/LandlordActions';
import { LandlordBookings } from '../components/LandlordBookings';
import {
  LandlordContact,
  LandlordDetails,
  LandlordPublicProfile,
  LandlordRecordFacts,
} from '../components/LandlordFacts';
import { type LandlordModal, LandlordModals } from '../components/LandlordModals';
import { LandlordProperties } from '../components/LandlordProperties';
import { trafficLightReason } from '../components/trafficLightReason';
import { landlordsMessages } from '../messages';

// The edit form (react-hook-form, the zod resolver, number fields, pickers) loads on Edit.
const LandlordForm = lazy(() =>
  import('../components/LandlordForm').then((m) => ({ default: m.LandlordForm })),
);

function LandlordBody({ landlord }: { landlord: LandlordView }) {
  const m = useMessages(landlordsMessages);
  const f = useFormat();
  const t = useT();
  const update = useUpdateLandlord();
  const remove = useDeleteLandlord();
  const restore = useRestoreLandlord();
  const [editing, setEditing] = useState(false);
  const [modal, setModal] = useState<LandlordModal | null>(null);

  return (
    <Stack space="large">
      <PageHeader
        title={landlord.name}
        status={
          landlord.deleted ? (
            <Badge tone="critical">{m.detail.deletedStatus}</Badge>
          ) : (
            <StatusBadge
              kind="trafficLight"
              status={landlord.trafficLightSystem}
              label={m.trafficLights[landlord.trafficLightSystem]}
              hint={trafficLightReason(landlord, m, f)}
            />
          )
        }
        description={f.message(m.detail.updatedAt, { when: f.relative(landlord.updatedAt) })}
        actions={
          editing ? undefined : (
            <LandlordActions
              name={landlord.name}
              deleted={landlord.deleted}
              onOpen={setModal}
              onEdit={() => setEditing(true)}
              onDelete={() => remove.trigger({ id: landlord.id, version: landlord.version })}
              onRestore={() => restore.trigger({ id: landlord.id, version: landlord.version })}
              isRestoring={restore.isPending}
            />
          )
        }
      />
      {editing ? (
        <Suspense fallback={<Loader label={t.common.loading} />}>
          <LandlordForm
            key={landlord.version}
            initial={landlordFormValues(landlord)}
            submitLabel={m.detail.save}
            cancelLabel={m.detail.cancel}
            isPending={update.isPending}
            onSubmit={async (values) => {
              const changes = changedLandlordFields(landlord, values);
              if (Object.keys(changes).length === 1) {
                toast.info(m.detail.unchanged);
                return;
              }
              await update.trigger({ id: landlord.id, changes });
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <Stack space="large">
          <RecordSection title={m.detail.contact}>
            <LandlordContact landlord={landlord} />
          </RecordSection>
          <RecordSection title={m.detail.details}>
            <LandlordDetails landlord={landlord} />
          </RecordSection>
          <RecordSection title={m.detail.properties}>
            <LandlordProperties landlordId={landlord.id} />
          </RecordSection>
          <RecordSection title={m.bookings.title}>
            <LandlordBookings landlordId={landlord.id} name={landlord.name} />
          </RecordSection>
          <RecordSection title={m.detail.publicProfile}>
            <LandlordPublicProfile landlord={landlord} />
          </RecordSection>
          <RecordSection title={m.detail.record}>
            <LandlordRecordFacts landlord={landlord} />
          </RecordSection>
        </Stack>
      )}
      <LandlordModals open={modal} landlord={landlord} onClose={() => setModal(null)} />
    </Stack>
  );
}

/** landlords/list/:landlordId: the landlord, edit with the version read, the modals, delete and restore. */
export function LandlordDetailScreen() {
  const m = useMessages(landlordsMessages);
  const t = useT();
  const { landlordId = '' } = useParams();
  const { data, error } = useLandlord(landlordId);
  useRecordCrumb('landlordId', data?.name);
  return (
    <Box as="section">
      <Stack space="large">
        <Box>
          <Link href={href('landlordsList')}>{m.detail.back}</Link>
        </Box>
        {!data && !error ? <Loader label={t.common.loading} /> : null}
        {error && !data ? <Text>{m.detail.notFound}</Text> : null}
        {data ? <LandlordBody landlord={data} /> : null}
      </Stack>
    </Box>
  );
}
