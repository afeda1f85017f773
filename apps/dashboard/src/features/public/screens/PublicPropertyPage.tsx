import {
  AMENITY_SUGGESTIONS,
  AMENITY_TABS,
  descriptionBlocks,
  type FileRef,
  type InlineRun,
  type PublicProperty,
} from '@staydesk/domain';
import {
  AmenityChecklist,
  ButtonLink,
  EmptyState,
  Grid,
  Heading,
  Inline,
  Link,
  Loader,
  PhotoGallery,
  Stack,
  Tag,
  Text,
} from '@staydesk/ui';
import { useParams } from 'react-router';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { defineMessages, useFormat, useMessages } from '../../../i18n';
import { propertyOptionsEn } from '../../../i18n/en/property-options';
import { propertyOptionsFr } from '../../../i18n/fr/property-options';
import { ApiError } from '../../../lib/api-error';
import { usePublicProperty } from '../api/public-property';
import { PublicFrame } from '../components/PublicFrame';
import { usePublicTexts } from '../messages';

/**
 * The texts of the public property page. They live with the page (the properties module's
 * own messages are a feature apart); the option labels are the shared catalogue's.
 */
const en = {
  sleeps: 'Sleeps {count}',
  bedrooms: '{count, plural, one {# bedroom} other {# bedrooms}}',
  bathrooms: '{count, plural, one {# bathroom} other {# bathrooms}}',
  layout: 'Layout',
  amenities: 'Amenities',
  noAmenities: 'None listed.',
  description: 'About this property',
  photos: 'Photos of {title}',
  photo: 'Photo {number} of {title}',
  cover: 'Cover',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  noPhotos: 'No photos yet.',
  bedroom: 'Bedroom {number}',
  bathroomNumber: 'Bathroom {number}',
  terms: 'Good to know',
  minimumStay: '{count, plural, one {Minimum stay: # night} other {Minimum stay: # nights}}',
  parkingTag: 'Parking: {value}',
  petsTag: 'Pets: {value}',
  checkInTag: 'Check-in: {value}',
  ...propertyOptionsEn,
};

const messages = defineMessages(en, {
  sleeps: '{count} couchages',
  bedrooms: '{count, plural, one {# chambre} other {# chambres}}',
  bathrooms: '{count, plural, one {# salle de bains} other {# salles de bains}}',
  layout: 'Agencement',
  amenities: 'Équipements',
  noAmenities: 'Aucun.',
  description: 'À propos de ce logement',
  photos: 'Photos de {title}',
  photo: 'Photo {number} de {title}',
  cover: 'Couverture',
  previousPhoto: 'Photo précédente',
  nextPhoto: 'Photo suivante',
  noPhotos: 'Pas encore de photos.',
  bedroom: 'Chambre {number}',
  bathroomNumber: 'Salle de bains {number}',
  terms: 'Bon à savoir',
  minimumStay: '{count, plural, one {Séjour minimum : # nuit} other {Séjour minimum : # nuits}}',
  parkingTag: 'Parking : {value}',
  petsTag: 'Animaux : {value}',
  checkInTag: 'Arrivée : {value}',
  ...propertyOptionsFr,
});

/** The upload's address, else the file host (spec §5) and the photo's key. */
function photoUrl(photo: FileRef): string {
  if (photo.url) return photo.url;
  return `${env().CLOUD_FILE_HOST_URL.replace(/\/$/, '')}/${photo.key.split('/').map(encodeURIComponent).join('/')}`;
}

function label(labels: Readonly<Record<string, string>>, value: string | null): string {
  return value === null ? '' : (labels[value] ?? value);
}

function Runs({ runs }: { runs: readonly InlineRun[] }) {
  return (
    <>
      {runs.map((run, index) => {
        const key = index;
        if (run.kind === 'bold') return <strong key={key}>{run.text}</strong>;
        if (run.kind === 'italic') return <em key={key}>{run.text}</em>;
        if (run.kind === 'link') {
          return (
            <Link key={key} href={run.href} target="_blank" rel="noopener noreferrer">
              {run.text}
            </Link>
          );
        }
        return <span key={key}>{run.text}</span>;
      })}
    </>
  );
}

/** The description's markup parsed by the domain and rendered as elements, never as HTML. */
function Description({ text }: { text: string }) {
  return (
    <Stack space="small">
      {descriptionBlocks(text).map((block, index) => {
        const key = index;
        if (block.kind === 'paragraph') {
          return (
            <Text key={key}>
              <Runs runs={block.runs} />
            </Text>
          );
        }
        const items = block.items.map((item, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity but their order
          <li key={at}>
            <Text as="span">
              <Runs runs={item} />
            </Text>
          </li>
        ));
        return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
      })}
    </Stack>
  );
}

function amenityValue(amenities: PublicProperty['amenities']): Record<string, string[]> {
  const value: Record<string, string[]> = {};
  for (const tab of AMENITY_TABS) {
    const list = amenities[tab.value];
    value[tab.value] = Array.isArray(list) ? list.filter((item) => typeof item === 'string') : [];
  }
  return value;
}

function PropertyPage({ property }: { property: PublicProperty }) {
  const t = usePublicTexts();
  const m = useMessages(messages);
  const f = useFormat();
  const photos = property.photos.map((photo, index) => ({
    src: photoUrl(photo),
    alt: f.message(m.photo, { number: index + 1, title: property.title }),
  }));
  const facts = [
    property.type ? label(m.type, property.type) : null,
    property.maxGuests === null ? null : f.message(m.sleeps, { count: property.maxGuests }),
    f.message(m.bedrooms, { count: property.bedroomList.length }),
    f.message(m.bathrooms, { count: property.bathroomList.length }),
  ].filter((fact): fact is string => fact !== null);
  return (
    <Stack space="xlarge">
      <Inline space="medium" alignY="flex-end" align="space-between">
        <Stack space="small">
          <Heading level={1}>{property.title}</Heading>
          {property.city || property.country ? (
            <Text tone="secondary">
              {[property.city, property.country].filter(Boolean).join(', ')}
            </Text>
          ) : null}
          <Inline space="xsmall">
            {facts.map((fact) => (
              <Tag key={fact}>{fact}</Tag>
            ))}
          </Inline>
        </Stack>
        <ButtonLink
          href={`${paths.publicRequestProperty.href()}?property=${encodeURIComponent(property.id)}`}
        >
          {t.publicPages.requestThisProperty}
        </ButtonLink>
      </Inline>
      <Grid columns={[1, 1, 2]} space="xlarge">
        <PhotoGallery
          photos={photos}
          label={f.message(m.photos, { title: property.title })}
          coverLabel={m.cover}
          previousLabel={m.previousPhoto}
          nextLabel={m.nextPhoto}
          emptyText={m.noPhotos}
        />
        <Stack space="large">
          {property.description ? (
            <Stack space="small">
              <Heading level={2}>{m.description}</Heading>
              <Description text={property.description} />
            </Stack>
          ) : null}
          <Stack space="small">
            <Heading level={2}>{m.terms}</Heading>
            <Inline space="xsmall">
              <Tag>
                {property.parking
                  ? f.message(m.parkingTag, { value: label(m.parking, property.parking) })
                  : m.noParking}
              </Tag>
              <Tag>{f.message(m.petsTag, { value: label(m.pets, property.pets) })}</Tag>
              <Tag>
                {f.message(m.checkInTag, { value: label(m.checkIn, property.checkInMethod) })}
              </Tag>
              <Tag>{f.message(m.minimumStay, { count: property.minimumStayNights })}</Tag>
            </Inline>
          </Stack>
        </Stack>
      </Grid>
      <Grid columns={[1, 1, 2]} space="xlarge">
        <Stack space="small">
          <Heading level={2}>{m.layout}</Heading>
          <Stack as="ul" space="xsmall">
            {property.bedroomList.map((bedroom, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: bedrooms are known by their position
              <li key={`bed-${index}`}>
                <Text as="span">
                  {`${f.message(m.bedroom, { number: index + 1 })}: ${bedroom.beds
                    .map((bed) => `${bed.count} × ${label(m.bed, bed.type)}`)
                    .join(', ')}`}
                </Text>
              </li>
            ))}
            {property.bathroomList.map((bathroom, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: bathrooms are known by their position
              <li key={`bath-${index}`}>
                <Text as="span">
                  {`${f.message(m.bathroomNumber, { number: index + 1 })}: ${label(m.bathroom, bathroom.type)}`}
                </Text>
              </li>
            ))}
          </Stack>
        </Stack>
        <Stack space="small">
          <Heading level={2}>{m.amenities}</Heading>
          <AmenityChecklist
            label={m.amenities}
            groups={AMENITY_TABS.map((tab) => ({
              id: tab.value,
              label: m.amenityTab[tab.value],
              options: AMENITY_SUGGESTIONS[tab.value].map((name) => ({ value: name, label: name })),
            }))}
            value={amenityValue(property.amenities)}
            emptyText={m.noAmenities}
          />
        </Stack>
      </Grid>
    </Stack>
  );
}

/**
 * /public/property/:propertyId: the real property under the brand header — photos,
 * layout, amenities, description and the terms a guest sees; never its costs or its landlord.
 */
export function PublicPropertyPage() {
  const t = usePublicTexts();
  const { propertyId = '' } = useParams();
  const { data, error, isLoading } = usePublicProperty(propertyId);
  const notFound = !(error instanceof ApiError) || error.status === 404;
  return (
    <PublicFrame>
      {isLoading ? <Loader label={t.common.loading} /> : null}
      {!isLoading && (error || !data) ? (
        <EmptyState
          title={notFound ? t.publicPages.propertyNotFoundTitle : t.errors.genericTitle}
          text={notFound ? t.publicPages.propertyNotFoundText : t.errors.fallbackText}
        />
      ) : null}
      {data ? <PropertyPage property={data} /> : null}
    </PublicFrame>
  );
}
