import {
  blankAddress,
  PROPERTY_LIMITS,
  PROPERTY_TYPES,
  type PropertyView,
  TEXT_LIMITS,
  temporaryByHandSchema,
  temporaryFromLinkSchema,
} from '@staydesk/domain';
import { FormRow, Stack, Tab, TabList, TabPanel, Tabs, Text } from '@staydesk/ui';
import { useRef, useState } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod/mini';
import { FormSelectField } from '../../../../components/FormSelectField';
import { formWrite, MutationDialog } from '../../../../components/MutationDialog';
import { href } from '../../../../config/paths';
import { useMessages, useT } from '../../../../i18n';
import { useConflictRefresh } from '../../../../lib/conflict-refresh';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { FormTextField } from '../../../../lib/form-fields';
import { zodResolver } from '../../../../lib/form-resolver';
import { propertyKeys, useUpdateProperty } from '../../api/properties';
import { useCreateTemporaryProperty } from '../../api/temporary';
import { propertiesMessages } from '../../messages';
import { AddressLineFields } from '../AddressLineFields';
import { FormCountField } from '../FormCountField';
import { FormLandlordPicker } from '../FormLandlordPicker';
import { optionsOf } from '../options';

type LinkInput = z.input<typeof temporaryFromLinkSchema>;
type LinkOutput = z.output<typeof temporaryFromLinkSchema>;
type HandInput = z.input<typeof temporaryByHandSchema>;
type HandOutput = z.output<typeof temporaryByHandSchema>;

const LINK_FIELDS = ['url', 'landlordId'] as const;
const HAND_FIELDS = [
  'title',
  'landlordId',
  'type',
  'address.city',
  'bedroomCount',
  'maxGuests',
  'nightlyRate.amount',
] as const;

function handDefaults(property: PropertyView | null): HandInput {
  return property
    ? {
        title: property.title,
        landlordId: property.landlordId,
        type: property.type,
        address: property.address,
        bedroomCount: property.bedrooms.length,
        maxGuests: property.maxGuests,
        nightlyRate: property.costs.nightlyRate,
        sourceUrl: property.sourceUrl,
      }
    : {
        title: '',
        landlordId: null,
        type: 'apartment',
        address: blankAddress(),
        bedroomCount: 1,
        maxGuests: 2,
        nightlyRate: { amount: '', currency: 'GBP' },
        sourceUrl: null,
      };
}

/** Editing keeps the property's own rooms unless the count changed. */
function bedroomsOf(property: PropertyView, count: number): PropertyView['bedrooms'] {
  if (count === property.bedrooms.length) return property.bedrooms;
  return Array.from(
    { length: count },
    (_, index) => property.bedrooms[index] ?? { beds: [{ type: 'double' as const, count: 1 }] },
  );
}

/** From a listing link: the server reads the page through the scraper client. */
function LinkFields({ control }: { control: Control<LinkInput, unknown, LinkOutput> }) {
  const m = useMessages(propertiesMessages);
  return (
    <>
      <FormTextField
        control={control}
        name="url"
        type="url"
        label={m.modals.listingUrl}
        description={m.modals.listingHint}
        isRequired
        maxLength={TEXT_LIMITS.url}
      />
      <FormLandlordPicker
        control={control}
        name="landlordId"
        label={m.fields.landlord}
        placeholder={m.fields.landlordPlaceholder}
        emptyText={m.fields.noLandlord}
        initial={null}
      />
    </>
  );
}

/** The few fields that make a property worth offering (create by hand, or edit a temporary one). */
function HandFields({
  control,
  property,
}: {
  control: Control<HandInput, unknown, HandOutput>;
  property: PropertyView | null;
}) {
  const m = useMessages(propertiesMessages);
  return (
    <>
      <FormTextField
        control={control}
        name="title"
        label={m.fields.title}
        isRequired
        maxLength={PROPERTY_LIMITS.title}
      />
      <FormLandlordPicker
        control={control}
        name="landlordId"
        label={m.fields.landlord}
        placeholder={m.fields.landlordPlaceholder}
        emptyText={m.fields.noLandlord}
        initial={property?.landlord ? { ...property.landlord, company: null } : null}
      />
      <FormRow>
        <FormSelectField
          control={control}
          name="type"
          label={m.fields.type}
          options={optionsOf(PROPERTY_TYPES, m.options.type)}
          isRequired
        />
        <FormTextField
          control={control}
          name="nightlyRate.amount"
          label={m.modals.nightlyRate}
          inputMode="decimal"
          isRequired
        />
      </FormRow>
      <FormRow>
        <FormCountField
          control={control}
          name="bedroomCount"
          label={m.modals.bedroomCount}
          isRequired
        />
        <FormCountField control={control} name="maxGuests" label={m.fields.maxGuests} isRequired />
      </FormRow>
      <AddressLineFields control={control} />
    </>
  );
}

/**
 * The 'temporary property' modal (spec §2, create and edit): a property made quickly for one
 * enquiry from an external listing link or by hand, then opened; editing changes its few
 * fields (a stale version is refused in place and the property reloaded).
 */
export function TemporaryPropertyDialog({
  isOpen,
  property = null,
  onClose,
}: {
  isOpen: boolean;
  property?: PropertyView | null;
  onClose: () => void;
}) {
  const m = useMessages(propertiesMessages);
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateTemporaryProperty();
  const update = useUpdateProperty();
  const refresh = useConflictRefresh(propertyKeys.shows);
  const [tab, setTab] = useState<'link' | 'hand'>(property ? 'hand' : 'link');
  const created = useRef<string | null>(null);
  const linkForm = useForm<LinkInput, unknown, LinkOutput>({
    resolver: zodResolver(temporaryFromLinkSchema),
    defaultValues: { url: '', landlordId: null },
  });
  const handForm = useForm<HandInput, unknown, HandOutput>({
    resolver: zodResolver(temporaryByHandSchema),
    defaultValues: handDefaults(property),
  });
  const fromLink = tab === 'link';

  const write = fromLink
    ? formWrite(linkForm, async (values) => {
        created.current = (await create.trigger(values)).data.id;
      })
    : formWrite(handForm, async (values) => {
        if (!property) {
          created.current = (await create.trigger(values)).data.id;
          return;
        }
        await update.trigger({
          id: property.id,
          changes: {
            title: values.title,
            landlordId: values.landlordId,
            type: values.type,
            address: values.address,
            bedrooms: bedroomsOf(property, values.bedroomCount),
            maxGuests: values.maxGuests,
            costs: { ...property.costs, nightlyRate: values.nightlyRate },
            sourceUrl: values.sourceUrl,
            version: property.version,
          },
        });
      });

  return (
    <MutationDialog
      isOpen={isOpen}
      size="large"
      title={property ? m.modals.temporaryEditTitle : m.modals.temporaryTitle}
      submitLabel={property ? m.modals.save : m.modals.createTemporary}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      pendingLabel={t.common.loading}
      onClose={onClose}
      onSubmit={write}
      refresh={property ? refresh : undefined}
      onSuccess={() => {
        const id = created.current;
        if (id) void navigate(href('propertyDetail', { propertyId: id }));
      }}
      onFailure={(error) =>
        fromLink
          ? applyServerFieldErrors(error, LINK_FIELDS, linkForm.setError)
          : applyServerFieldErrors(error, HAND_FIELDS, handForm.setError)
      }
    >
      {property ? (
        <HandFields control={handForm.control} property={property} />
      ) : (
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) => setTab(key === 'hand' ? 'hand' : 'link')}
        >
          <TabList aria-label={m.modals.temporaryTitle}>
            <Tab id="link">{m.modals.fromLink}</Tab>
            <Tab id="hand">{m.modals.byHand}</Tab>
          </TabList>
          <TabPanel id="link">
            <Stack space="medium">
              <LinkFields control={linkForm.control} />
            </Stack>
          </TabPanel>
          <TabPanel id="hand">
            <Stack space="medium">
              <Text tone="secondary">{m.detail.temporaryNote}</Text>
              <HandFields control={handForm.control} property={null} />
            </Stack>
          </TabPanel>
        </Tabs>
      )}
    </MutationDialog>
  );
}
