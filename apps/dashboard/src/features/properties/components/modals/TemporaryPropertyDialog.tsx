import {
  blankAddress,
  PROPERTY_LIMITS,
  PROPERTY_TYPES,
  type PropertyView,
  TEXT_LIMITS,
  temporaryByHandSchema,
  temporaryFromLinkSchema,
} from '@staydesk/domain';
import {
  Button,
  FormRow,
  Inline,
  Modal,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '@staydesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod/mini';
import { FormSelectField } from '../../../../components/FormSelectField';
import { href } from '../../../../config/paths';
import { useMessages, useT } from '../../../../i18n';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { FormTextField } from '../../../../lib/form-fields';
import { zodResolver } from '../../../../lib/form-resolver';
import { useUpdateProperty } from '../../api/properties';
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

function ModalActions({
  submit,
  isPending,
  onClose,
}: {
  submit: string;
  isPending: boolean;
  onClose: () => void;
}) {
  const m = useMessages(propertiesMessages);
  const t = useT();
  return (
    <Inline space="small">
      <Button type="submit" isPending={isPending} pendingLabel={t.common.loading}>
        {submit}
      </Button>
      <Button variant="secondary" onPress={onClose}>
        {m.modals.cancel}
      </Button>
    </Inline>
  );
}

/** From a listing link: the server reads the page through the scraper client. */
function FromLink({ onDone, onClose }: { onDone: (id: string) => void; onClose: () => void }) {
  const m = useMessages(propertiesMessages);
  const create = useCreateTemporaryProperty();
  const form = useForm<LinkInput, unknown, LinkOutput>({
    resolver: zodResolver(temporaryFromLinkSchema),
    defaultValues: { url: '', landlordId: null },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const response = await create.trigger(values);
      onDone(response.data.id);
    } catch (error) {
      applyServerFieldErrors(error, ['url', 'landlordId'], form.setError);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack space="medium">
        <FormTextField
          control={form.control}
          name="url"
          type="url"
          label={m.modals.listingUrl}
          description={m.modals.listingHint}
          isRequired
          maxLength={TEXT_LIMITS.url}
        />
        <FormLandlordPicker
          control={form.control}
          name="landlordId"
          label={m.fields.landlord}
          placeholder={m.fields.landlordPlaceholder}
          emptyText={m.fields.noLandlord}
          initial={null}
        />
        <ModalActions
          submit={m.modals.createTemporary}
          isPending={create.isPending}
          onClose={onClose}
        />
      </Stack>
    </form>
  );
}

/** The few fields that make a property worth offering (create by hand, or edit a temporary one). */
function ByHand({
  property,
  onDone,
  onClose,
}: {
  property: PropertyView | null;
  onDone: (id: string) => void;
  onClose: () => void;
}) {
  const m = useMessages(propertiesMessages);
  const create = useCreateTemporaryProperty();
  const update = useUpdateProperty();
  const form = useForm<HandInput, unknown, HandOutput>({
    resolver: zodResolver(temporaryByHandSchema),
    defaultValues: property
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
        },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      if (property) {
        // Editing keeps the property's own rooms unless the count changed.
        const bedrooms =
          values.bedroomCount === property.bedrooms.length
            ? property.bedrooms
            : Array.from(
                { length: values.bedroomCount },
                (_, index) =>
                  property.bedrooms[index] ?? { beds: [{ type: 'double' as const, count: 1 }] },
              );
        await update.trigger({
          id: property.id,
          changes: {
            title: values.title,
            landlordId: values.landlordId,
            type: values.type,
            address: values.address,
            bedrooms,
            maxGuests: values.maxGuests,
            costs: { ...property.costs, nightlyRate: values.nightlyRate },
            sourceUrl: values.sourceUrl,
            version: property.version,
          },
        });
        onDone(property.id);
      } else {
        const response = await create.trigger(values);
        onDone(response.data.id);
      }
    } catch (error) {
      applyServerFieldErrors(
        error,
        [
          'title',
          'landlordId',
          'type',
          'address.city',
          'bedroomCount',
          'maxGuests',
          'nightlyRate.amount',
        ],
        form.setError,
      );
    }
  });
  const control = form.control;
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack space="medium">
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
          <FormCountField
            control={control}
            name="maxGuests"
            label={m.fields.maxGuests}
            isRequired
          />
        </FormRow>
        <AddressLineFields control={control} />
        <ModalActions
          submit={property ? m.modals.save : m.modals.createTemporary}
          isPending={create.isPending || update.isPending}
          onClose={onClose}
        />
      </Stack>
    </form>
  );
}

/**
 * The 'temporary property' modal (spec §2, create and edit): a property made quickly for one
 * enquiry from an external listing link or by hand; editing changes its few fields.
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
  const navigate = useNavigate();
  const [tab, setTab] = useState<'link' | 'hand'>('link');
  const done = (id: string) => {
    onClose();
    if (!property) void navigate(href('propertyDetail', { propertyId: id }));
  };
  return (
    <Modal
      isOpen={isOpen}
      size="large"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={property ? m.modals.temporaryEditTitle : m.modals.temporaryTitle}
      closeLabel={m.modals.close}
    >
      {property ? (
        <ByHand property={property} onDone={done} onClose={onClose} />
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
            <FromLink onDone={done} onClose={onClose} />
          </TabPanel>
          <TabPanel id="hand">
            <Stack space="small">
              <Text tone="secondary">{m.detail.temporaryNote}</Text>
              <ByHand property={null} onDone={done} onClose={onClose} />
            </Stack>
          </TabPanel>
        </Tabs>
      )}
    </Modal>
  );
}
