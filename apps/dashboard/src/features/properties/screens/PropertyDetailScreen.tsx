import type { PropertyView } from '@staydesk/domain';
import {
  AmenityChecklist,
  Badge,
  Box,
  Button,
  DescriptionList,
  DescriptionListItem,
  Grid,
  Inline,
  Link,
  Loader,
  PageHeader,
  PhotoGallery,
  RecordSection,
  Stack,
  StatusBadge,
  Text,
} from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { PageActions } from '../../../components/PageActions';
import { RelatedRecords } from '../../../components/related';
import { href, paths } from '../../../config/paths';
import { useFormat, useMessages, useT } from '../../../i18n';
import { useCan } from '../../../lib/can';
import { useConflictRefresh } from '../../../lib/conflict-refresh';
import { useRecordCrumb } from '../../../lib/crumbs';
import {
  propertyKeys,
  useDeleteProperty,
  useProperty,
  useRestoreProperty,
  useUpdateProperty,
} from '../api/properties';
import { useAmenityGroups } from '../components/amenityGroups';
import { Description } from '../components/Description';
import { usePhotos } from '../components/PhotoStrip';
import { AddressFacts, CostFacts, LayoutFacts, TermsFacts } from '../components/PropertyFacts';
import { SupplySection } from '../components/SupplySection';
import { propertiesMessages } from '../messages';

// The edit form and the modals load when opened (spec §2: modals load on demand).
const PropertyEditForm = lazy(() =>
  import('../components/PropertyEditForm').then((m) => ({ default: m.PropertyEditForm })),
);
const AmenitiesDialog = lazy(() =>
  import('../components/modals/AmenitiesDialog').then((m) => ({ default: m.AmenitiesDialog })),
);
const DescriptionDialog = lazy(() =>
  import('../components/modals/DescriptionDialog').then((m) => ({ default: m.DescriptionDialog })),
);
const SupplyDialog = lazy(() =>
  import('../components/modals/SupplyDialog').then((m) => ({ default: m.SupplyDialog })),
);
const TemporaryPropertyDialog = lazy(() =>
  import('../components/modals/TemporaryPropertyDialog').then((m) => ({
    default: m.TemporaryPropertyDialog,
  })),
);

type Open = 'amenities' | 'description' | 'supply' | 'temporary' | null;

const STATUS_TONES = {
  draft: 'neutral',
  available: 'positive',
  unavailable: 'caution',
  archived: 'neutral',
} as const;

/** Edit, delete (DELETE_PROPERTY, after a confirmation) while live; restore once deleted. */
function PropertyActions({ property, onEdit }: { property: PropertyView; onEdit: () => void }) {
  const m = useMessages(propertiesMessages);
  const t = useT();
  const f = useFormat();
  const can = useCan();
  const remove = useDeleteProperty();
  const refresh = useConflictRefresh(propertyKeys.shows);
  const restore = useRestoreProperty();
  const [confirming, setConfirming] = useState(false);
  const mayDelete = can('DELETE_PROPERTY');
  if (property.deleted) {
    return mayDelete ? (
      <Button
        isPending={restore.isPending}
        pendingLabel={t.common.loading}
        onPress={() =>
          void restore.trigger({ id: property.id, version: property.version }).catch(() => {})
        }
      >
        {m.detail.restore}
      </Button>
    ) : null;
  }
  return (
    <>
      <PageActions
        primary={<Button onPress={onEdit}>{m.detail.edit}</Button>}
        more={[
          mayDelete && {
            id: 'delete',
            label: m.detail.delete,
            critical: true,
            onAction: () => setConfirming(true),
          },
        ]}
      />
      <ConfirmAction
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        title={m.detail.deleteTitle}
        message={f.message(m.detail.deleteText, { name: property.title })}
        confirmLabel={m.detail.delete}
        cancelLabel={m.detail.cancel}
        closeLabel={t.common.close}
        tone="critical"
        pendingLabel={t.common.loading}
        onConfirm={() => remove.trigger({ id: property.id, version: property.version })}
        refresh={refresh}
      />
    </>
  );
}

function Freshness({ property }: { property: PropertyView }) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  if (!property.isAvailabilityStale) return null;
  return (
    <Box role="status" padding="small" borderRadius="standard" background="cautionSoft">
      <Text>
        {property.availabilityConfirmedAt
          ? f.message(m.detail.staleWarning, {
              when: f.relative(property.availabilityConfirmedAt),
              days: property.availabilityFreshnessDays,
            })
          : m.detail.neverConfirmedWarning}
      </Text>
    </Box>
  );
}

function Overview({ property }: { property: PropertyView }) {
  const m = useMessages(propertiesMessages);
  const landlord = property.landlord;
  return (
    <DescriptionList>
      <DescriptionListItem
        label={m.detail.sections.landlord}
        emptyText={m.detail.noLandlord}
        value={
          landlord ? (
            <Stack space="xxsmall">
              {/* Spec §2: the landlord page opens in a new tab. */}
              <Link
                href={href('landlordDetail', { landlordId: landlord.id })}
                target="_blank"
                rel="noopener noreferrer"
              >
                {landlord.name}
              </Link>
              {/* In a row of its own, the pill keeps its width (a stack would stretch it). */}
              <Inline space="xsmall">
                <StatusBadge
                  kind="trafficLight"
                  status={landlord.trafficLightSystem}
                  label={m.options.trafficLight[landlord.trafficLightSystem]}
                />
              </Inline>
              {landlord.email ? <Text size="small">{landlord.email}</Text> : null}
              {landlord.phone ? <Text size="small">{landlord.phone}</Text> : null}
            </Stack>
          ) : null
        }
      />
      <DescriptionListItem label={m.fields.status} value={m.options.status[property.status]} />
      <DescriptionListItem
        label={m.detail.publicPage}
        value={
          <Link
            href={paths.publicProperty.href(property.id)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {paths.publicProperty.href(property.id)}
          </Link>
        }
      />
      {property.sourceUrl ? (
        <DescriptionListItem
          label={m.detail.sourceUrl}
          value={
            <Link href={property.sourceUrl} target="_blank" rel="noopener noreferrer">
              {property.sourceUrl}
            </Link>
          }
        />
      ) : null}
    </DescriptionList>
  );
}

function PropertyBody({ property }: { property: PropertyView }) {
  const m = useMessages(propertiesMessages);
  const t = useT();
  const f = useFormat();
  const update = useUpdateProperty();
  const groups = useAmenityGroups();
  const photos = usePhotos(property.images, property.title);
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const live = !property.deleted;
  const status = property.deleted ? m.detail.deletedStatus : m.options.status[property.status];
  const tone = property.deleted ? 'critical' : STATUS_TONES[property.status];
  const sectionAction = (label: string, which: Exclude<Open, null>) =>
    live ? (
      <Button size="small" variant="secondary" onPress={() => setOpen(which)}>
        {label}
      </Button>
    ) : undefined;

  return (
    <Stack space="large">
      <PageHeader
        title={property.title}
        status={
          <Inline space="xsmall">
            <Badge tone={tone}>{status}</Badge>
            {property.isTemporary ? <Badge tone="info">{m.list.temporaryBadge}</Badge> : null}
          </Inline>
        }
        description={f.message(m.detail.updatedAt, { when: f.relative(property.updatedAt) })}
        actions={
          editing ? undefined : (
            <PropertyActions property={property} onEdit={() => setEditing(true)} />
          )
        }
      />
      {editing ? (
        <Suspense fallback={<Loader label={t.common.loading} />}>
          <PropertyEditForm
            key={property.version}
            property={property}
            isPending={update.isPending}
            onSave={async (changes) => {
              await update.trigger({ id: property.id, changes });
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <Stack space="large">
          <Freshness property={property} />
          {property.isTemporary && live ? (
            <Box padding="small" borderRadius="standard" background="infoSoft">
              <Inline space="small">
                <Text>{m.detail.temporaryNote}</Text>
                <Button size="small" variant="secondary" onPress={() => setOpen('temporary')}>
                  {m.detail.editTemporary}
                </Button>
                <Button
                  size="small"
                  onPress={() =>
                    void update
                      .trigger({
                        id: property.id,
                        changes: { isTemporary: false, version: property.version },
                      })
                      .catch(() => {})
                  }
                >
                  {m.detail.convert}
                </Button>
              </Inline>
            </Box>
          ) : null}
          <Grid columns={[1, 1, 2]} space="large">
            <RecordSection title={m.detail.sections.photos}>
              <PhotoGallery
                photos={photos}
                label={m.detail.sections.photos}
                coverLabel={m.fields.cover}
                previousLabel={m.fields.previousPhoto}
                nextLabel={m.fields.nextPhoto}
                emptyText={m.detail.none}
              />
            </RecordSection>
            <RecordSection title={m.detail.sections.overview}>
              <Overview property={property} />
            </RecordSection>
          </Grid>
          <RecordSection
            title={m.detail.sections.supply}
            actions={sectionAction(m.detail.updateSupply, 'supply')}
          >
            <SupplySection property={property} />
          </RecordSection>
          <RecordSection title={m.detail.sections.address}>
            <AddressFacts property={property} />
          </RecordSection>
          <RecordSection title={m.detail.sections.layout}>
            <LayoutFacts property={property} />
          </RecordSection>
          <RecordSection
            title={m.detail.sections.amenities}
            actions={sectionAction(m.detail.editAmenities, 'amenities')}
          >
            <AmenityChecklist
              label={m.detail.sections.amenities}
              groups={groups}
              value={property.amenities}
              emptyText={m.fields.noAmenities}
            />
          </RecordSection>
          <RecordSection
            title={m.detail.sections.description}
            actions={sectionAction(m.detail.editDescription, 'description')}
          >
            <Description text={property.description} emptyText={m.detail.noDescription} />
          </RecordSection>
          <RecordSection title={m.detail.sections.terms}>
            <TermsFacts property={property} />
          </RecordSection>
          <RecordSection title={m.detail.sections.costs}>
            <CostFacts property={property} />
          </RecordSection>
          <RelatedRecords
            to={{ kind: 'property', propertyId: property.id, propertyName: property.title }}
          />
        </Stack>
      )}
      <Suspense fallback={null}>
        {open === 'amenities' ? <AmenitiesDialog property={property} onClose={close} /> : null}
        {open === 'description' ? <DescriptionDialog property={property} onClose={close} /> : null}
        {open === 'supply' ? <SupplyDialog property={property} onClose={close} /> : null}
        {open === 'temporary' ? (
          <TemporaryPropertyDialog isOpen property={property} onClose={close} />
        ) : null}
      </Suspense>
    </Stack>
  );
}

/** properties/list/:propertyId: the property's record page with its sections and modals. */
export function PropertyDetailScreen() {
  const m = useMessages(propertiesMessages);
  const t = useT();
  const { propertyId = '' } = useParams();
  const { data, error } = useProperty(propertyId);
  useRecordCrumb('propertyId', data?.title);
  return (
    <Box as="section">
      <Stack space="large">
        <Box>
          <Link href={href('propertiesList')}>{m.detail.back}</Link>
        </Box>
        {!data && !error ? <Loader label={t.common.loading} /> : null}
        {error && !data ? <Text>{m.detail.notFound}</Text> : null}
        {data ? <PropertyBody property={data} /> : null}
      </Stack>
    </Box>
  );
}
