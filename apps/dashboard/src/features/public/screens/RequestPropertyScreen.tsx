import type { PublicProperty } from '@staydesk/domain';
import {
  Button,
  Card,
  FormActions,
  FormLayout,
  FormRow,
  FormSection,
  Heading,
  Link,
  Stack,
  Text,
} from '@staydesk/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { FormDayField } from '../../../components/FormDayField';
import { paths } from '../../../config/paths';
import { format } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormCheckbox, FormTextArea, FormTextField } from '../../../lib/form-fields';
import { FormNumberField } from '../../../lib/form-number-field';
import { zodResolver } from '../../../lib/form-resolver';
import { useMutation } from '../../../lib/mutation';
import {
  type PropertyRequest,
  type PropertyRequestInput,
  propertyRequestSchema,
  requestedPropertyId,
  submitPropertyRequest,
} from '../api/property-request';
import { usePublicProperty } from '../api/public-property';
import { PublicFrame } from '../components/PublicFrame';
import { usePublicTexts } from '../messages';

const fieldNames = [
  'fullName',
  'email',
  'phone',
  'companyName',
  'location',
  'checkIn',
  'checkOut',
  'adults',
  'children',
  'bedrooms',
  'pets',
  'parking',
  'notes',
] as const satisfies readonly (keyof PropertyRequestInput)[];

/** The property a request started from, named above the form so the guest knows what they ask for. */
function RequestedProperty({ property }: { property: PublicProperty }) {
  const t = usePublicTexts();
  const place = [property.city, property.country].filter(Boolean).join(', ');
  return (
    <Card padding="medium">
      <Stack space="xsmall">
        <Text size="small" tone="secondary">
          {t.publicPages.requestingProperty}
        </Text>
        <Link href={paths.publicProperty.href(property.id)} weight="strong">
          {property.title}
        </Link>
        {place ? <Text tone="secondary">{place}</Text> : null}
      </Stack>
    </Card>
  );
}

/**
 * /public/request-property: stored by the server as a property request, then confirmed. Opened
 * from a property's page (`?property=<id>`) it names that property, starts from its town and
 * bedrooms, and sends its id with the request.
 */
export function RequestPropertyScreen() {
  const t = usePublicTexts();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const propertyId = requestedPropertyId(params.get('property'));
  const property = usePublicProperty(propertyId).data;
  const form = useForm<PropertyRequestInput, unknown, PropertyRequest>({
    resolver: zodResolver(propertyRequestSchema),
    defaultValues: {
      fullName: '',
      email: '',
      phone: '',
      companyName: '',
      location: '',
      checkIn: '',
      checkOut: '',
      adults: 1,
      children: 0,
      bedrooms: null,
      pets: false,
      parking: false,
      notes: '',
    },
  });
  const { trigger, isPending } = useMutation(submitPropertyRequest);
  const { control, getValues, setValue } = form;

  // The property's town and size are where the guest starts; what they typed already wins.
  useEffect(() => {
    if (!property) return;
    if (getValues('location') === '' && property.city) setValue('location', property.city);
    if (getValues('bedrooms') === null) setValue('bedrooms', property.bedroomList.length);
  }, [property, getValues, setValue]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await trigger({ ...values, propertyId });
      void navigate(paths.publicRequestConfirmation.href(response.data.reference));
    } catch (error) {
      applyServerFieldErrors(error, fieldNames, form.setError);
    }
  });

  return (
    <PublicFrame>
      <form noValidate onSubmit={onSubmit}>
        <FormLayout centered>
          <Stack space="small">
            <Heading level={1}>{t.publicPages.requestTitle}</Heading>
            <Text tone="secondary">{t.publicPages.requestText}</Text>
          </Stack>
          {property ? <RequestedProperty property={property} /> : null}
          <FormSection title={t.publicPages.aboutYou}>
            <FormTextField
              control={control}
              name="fullName"
              label={t.publicPages.fullName}
              isRequired
              autoComplete="name"
            />
            <FormRow>
              <FormTextField
                control={control}
                name="email"
                type="email"
                label={t.publicPages.email}
                isRequired
                autoComplete="email"
              />
              <FormTextField
                control={control}
                name="phone"
                type="tel"
                label={t.publicPages.phone}
                isRequired
                autoComplete="tel"
              />
            </FormRow>
            <FormTextField
              control={control}
              name="companyName"
              label={t.publicPages.companyName}
              autoComplete="organization"
            />
          </FormSection>
          <FormSection title={t.publicPages.yourStay}>
            <FormTextField
              control={control}
              name="location"
              label={t.publicPages.location}
              description={t.publicPages.locationHint}
              isRequired
            />
            <FormRow>
              <FormDayField
                control={control}
                name="checkIn"
                label={t.publicPages.checkIn}
                isRequired
              />
              <FormDayField
                control={control}
                name="checkOut"
                label={t.publicPages.checkOut}
                description={t.publicPages.checkOutHint}
              />
            </FormRow>
            <FormRow>
              <FormNumberField
                control={control}
                name="adults"
                label={t.publicPages.adults}
                minValue={1}
                maxValue={30}
                isRequired
              />
              <FormNumberField
                control={control}
                name="children"
                label={t.publicPages.children}
                minValue={0}
                maxValue={30}
              />
              <FormNumberField
                control={control}
                name="bedrooms"
                label={t.publicPages.bedrooms}
                minValue={0}
                maxValue={20}
              />
            </FormRow>
          </FormSection>
          <FormSection title={t.publicPages.yourNeeds}>
            <FormCheckbox control={control} name="pets">
              {t.publicPages.pets}
            </FormCheckbox>
            <FormCheckbox control={control} name="parking">
              {t.publicPages.parking}
            </FormCheckbox>
            <FormTextArea control={control} name="notes" label={t.publicPages.notes} rows={4} />
          </FormSection>
          {property ? (
            <Text size="small" tone="secondary">
              {format(t.publicPages.requestSentFor, { title: property.title })}
            </Text>
          ) : null}
          <FormActions
            primary={
              <Button type="submit" isPending={isPending} pendingLabel={t.common.loading}>
                {t.publicPages.submit}
              </Button>
            }
          />
        </FormLayout>
      </form>
    </PublicFrame>
  );
}
