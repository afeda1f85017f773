import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@staydesk/ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { translateMessage, useT } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useMutation } from '../../../lib/mutation';
import {
  type PropertyRequest,
  type PropertyRequestInput,
  propertyRequestSchema,
  submitPropertyRequest,
} from '../api/property-request';

type TextField = Exclude<keyof PropertyRequestInput, 'pets' | 'parking'>;
type ToggleField = 'pets' | 'parking';

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
  const t = useT();
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
      adults: '1',
      children: '0',
      bedrooms: '',
      pets: false,
      parking: false,
      notes: '',
    },
  });
  const { trigger, isPending } = useMutation(submitPropertyRequest);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await trigger(values);
      void navigate(paths.publicRequestConfirmation.href(response.data.reference));
    } catch (error) {
      applyServerFieldErrors(error, fieldNames, form.setError);
    }
  });

  const text = (
    name: TextField,
    label: string,
    type: 'text' | 'email' | 'tel' | 'date' | 'number' = 'text',
  ) => (
    <label>
      {label}
      <input type={type} {...form.register(name)} />
      {translateMessage(t, errors[name]?.message)}
    </label>
  );
  const toggle = (name: ToggleField, label: string) => (
    <label>
      <input type="checkbox" {...form.register(name)} />
      {label}
    </label>
  );

  return (
    <Box as="main" padding="xlarge">
      <Stack space="large">
        <Stack space="small">
          <h1>{t.publicPages.requestTitle}</h1>
          <p>{t.publicPages.requestText}</p>
        </Stack>
        <form noValidate onSubmit={onSubmit}>
          <Stack space="medium">
            {text('fullName', t.publicPages.fullName)}
            {text('email', t.publicPages.email, 'email')}
            {text('phone', t.publicPages.phone, 'tel')}
            {text('companyName', t.publicPages.companyName)}
            {text('location', t.publicPages.location)}
            {text('checkIn', t.publicPages.checkIn, 'date')}
            {text('checkOut', t.publicPages.checkOut, 'date')}
            {text('adults', t.publicPages.adults, 'number')}
            {text('children', t.publicPages.children, 'number')}
            {text('bedrooms', t.publicPages.bedrooms, 'number')}
            {toggle('pets', t.publicPages.pets)}
            {toggle('parking', t.publicPages.parking)}
            {text('notes', t.publicPages.notes)}
            <Button type="submit" isPending={isPending} pendingLabel={t.common.loading}>
              {t.publicPages.submit}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Box>
  );
}
