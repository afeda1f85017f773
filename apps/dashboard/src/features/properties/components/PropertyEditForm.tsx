import { PROPERTY_STATUSES, type PropertyUpdate, type PropertyView } from '@staydesk/domain';
import { Button, FormActions, FormLayout, FormSection, Loader } from '@staydesk/ui';
import { Suspense } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../../components/FormSelectField';
import { useMessages, useT } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { toast } from '../../../lib/toast';
import {
  changedPropertyFields,
  FORM_FIELDS,
  type PropertyFormInput,
  type PropertyFormOutput,
  propertyFormSchema,
  propertyFormValues,
} from '../api/property-form';
import { propertiesMessages } from '../messages';
import { optionsOf } from './options';
import { LandlordStep } from './wizard/LandlordStep';
import { AddressStep, LayoutStep, PhotosStep, TermsStep } from './wizard/lazySteps';

/**
 * Edit a property: the wizard's steps on one page (they share its form parts), checked by the
 * same schema; only the changed fields are sent, with the version read.
 */
export function PropertyEditForm({
  property,
  isPending,
  onSave,
  onCancel,
}: {
  property: PropertyView;
  isPending: boolean;
  onSave: (changes: PropertyUpdate) => Promise<unknown>;
  onCancel: () => void;
}) {
  const m = useMessages(propertiesMessages);
  const t = useT();
  const form = useForm<PropertyFormInput, unknown, PropertyFormOutput>({
    resolver: zodResolver(propertyFormSchema),
    defaultValues: propertyFormValues(property),
  });
  const title = useWatch({ control: form.control, name: 'title' });
  const submit = form.handleSubmit(async (values) => {
    const changes = changedPropertyFields(property, values);
    if (Object.keys(changes).length === 1) {
      toast.info(m.detail.unchanged);
      return;
    }
    try {
      await onSave(changes);
    } catch (error) {
      applyServerFieldErrors(error, FORM_FIELDS, form.setError);
    }
  });
  const landlord = property.landlord ? { ...property.landlord, company: null } : null;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FormLayout>
          <LandlordStep landlord={landlord} onLandlord={() => {}} />
          <FormSection title={m.fields.status}>
            <FormSelectField
              control={form.control}
              name="status"
              label={m.fields.status}
              options={optionsOf(PROPERTY_STATUSES, m.options.status)}
              isRequired
            />
          </FormSection>
          <Suspense fallback={<Loader label={m.detail.edit} />}>
            <LayoutStep />
            <AddressStep />
            <TermsStep />
            <PhotosStep title={title} />
          </Suspense>
          <FormActions
            secondary={
              <Button variant="secondary" onPress={onCancel}>
                {m.detail.cancel}
              </Button>
            }
            primary={
              <Button type="submit" isPending={isPending} pendingLabel={t.common.loading}>
                {m.detail.save}
              </Button>
            }
          />
        </FormLayout>
      </form>
    </FormProvider>
  );
}
