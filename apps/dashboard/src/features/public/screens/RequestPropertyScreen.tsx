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

const fieldNames = [
  'fullName',
  'email',
  'phone',
  'companyName',
  'location',
  'checkIn',
  'checkOut',
  'guests',
  'bedrooms',
  'notes',
] as const;

/** /public/request-property: a request stored by the server, then its confirmation. */
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
      guests: 1,
      bedrooms: 1,
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

  const field = (
    name: (typeof fieldNames)[number],
    label: string,
    type: 'text' | 'email' | 'tel' | 'date' | 'number' = 'text',
  ) => (
    <label>
      {label}
      <input type={type} {...form.register(name)} />
      {translateMessage(t, errors[name]?.message)}
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
            {field('fullName', t.publicPages.fullName)}
            {field('email', t.publicPages.email, 'email')}
            {field('phone', t.publicPages.phone, 'tel')}
            {field('companyName', t.publicPages.companyName)}
            {field('location', t.publicPages.location)}
            {field('checkIn', t.publicPages.checkIn, 'date')}
            {field('checkOut', t.publicPages.checkOut, 'date')}
            {field('guests', t.publicPages.guests, 'number')}
            {field('bedrooms', t.publicPages.bedrooms, 'number')}
            {field('notes', t.publicPages.notes)}
            <Button type="submit" isPending={isPending} pendingLabel={t.common.loading}>
              {t.publicPages.submit}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Box>
  );
}
