import { Box, Button, Heading, Stack, Text } from '@staydesk/ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormCheckbox, FormTextArea, FormTextField } from '../../../lib/form-fields';
import { FormNumberField } from '../../../lib/form-number-field';
import { zodResolver } from '../../../lib/form-resolver';
import { useMutation } from '../../../lib/mutation';
import {
  type PropertyRequest,
  type PropertyRequestInput,
  propertyRequestSchema,
  submitPropertyRequest,
} from '../api/property-request';
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

/** /public/request-property: stored by the server as an enquiry request, then confirmed. */
export function RequestPropertyScreen() {
  const t = usePublicTexts();
  const navigate = useNavigate();
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
  const { control } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await trigger(values);
      void navigate(paths.publicRequestConfirmation.href(response.data.reference));
    } catch (error) {
      applyServerFieldErrors(error, fieldNames, form.setError);
    }
  });

  return (
    <Box as="main" padding="xlarge">
      <Stack space="large">
        <Stack space="small">
          <Heading level={1}>{t.publicPages.requestTitle}</Heading>
          <Text>{t.publicPages.requestText}</Text>
        </Stack>
        <form noValidate onSubmit={onSubmit}>
          <Stack space="medium">
            <FormTextField
              control={control}
              name="fullName"
              label={t.publicPages.fullName}
              isRequired
              autoComplete="name"
            />
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
            <FormTextField
              control={control}
              name="companyName"
              label={t.publicPages.companyName}
              autoComplete="organization"
            />
            <FormTextField
              control={control}
              name="location"
              label={t.publicPages.location}
              isRequired
            />
            <FormTextField
              control={control}
              name="checkIn"
              label={t.publicPages.checkIn}
              description={t.publicPages.dateHint}
              isRequired
            />
            <FormTextField
              control={control}
              name="checkOut"
              label={t.publicPages.checkOut}
              description={t.publicPages.dateHint}
            />
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
            <FormCheckbox control={control} name="pets">
              {t.publicPages.pets}
            </FormCheckbox>
            <FormCheckbox control={control} name="parking">
              {t.publicPages.parking}
            </FormCheckbox>
            <FormTextArea control={control} name="notes" label={t.publicPages.notes} rows={4} />
            <Button type="submit" isPending={isPending} pendingLabel={t.common.loading}>
              {t.publicPages.submit}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Box>
  );
}
