import {
  Box,
  Button,
  FormActions,
  FormLayout,
  FormSection,
  Loader,
  PageHeader,
  Stack,
} from '@staydesk/ui';
import { lazy, Suspense, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { href } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextArea } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { useCreateEnquiry } from '../api/enquiries';
import {
  blankEnquiryForm,
  type EnquiryFormInput,
  type EnquiryFormValues,
  enquiryCreateBody,
  enquiryFormSchema,
  RESPOND_BY_PRESETS,
} from '../api/enquiry-form';
import { ClientFields } from '../components/create/ClientFields';
import { GuestsField } from '../components/GuestsField';
import { enquiriesMessages } from '../messages';

// The stay (place search, calendars) and the requirements (number fields) are chunks of their
// own, fetched beside this one: the form's first sections never wait for them.
const StayFields = lazy(() =>
  import('../components/create/StayFields').then((m) => ({ default: m.StayFields })),
);
const RequirementsFields = lazy(() =>
  import('../components/create/RequirementsFields').then((m) => ({
    default: m.RequirementsFields,
  })),
);

/**
 * enquiries/create: a form taken during a phone call, in the order the caller gives things —
 * client, guests, stay and place, requirements, budget and handling. Warns when the company
 * already has an open enquiry for overlapping dates; on success the new enquiry's page opens.
 */
export function EnquiryCreateScreen() {
  const m = useMessages(enquiriesMessages);
  const navigate = useNavigate();
  const create = useCreateEnquiry();
  const schema = useMemo(() => enquiryFormSchema(m.validation), [m]);
  const form = useForm<EnquiryFormInput, unknown, EnquiryFormValues>({
    resolver: zodResolver(schema),
    defaultValues: blankEnquiryForm,
  });
  const control = form.control;
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await create.trigger(enquiryCreateBody(values));
      void navigate(href('enquiryDetail', { enquiryId: result.data.id }));
    } catch (error) {
      applyServerFieldErrors(
        error,
        ['checkIn', 'checkOut', 'clientReference', 'notes', 'adults'],
        form.setError,
      );
    }
  });
  return (
    <Box as="section">
      <Stack space="large">
        <PageHeader title={m.create.title} description={m.create.description} />
        <form noValidate onSubmit={(event) => void submit(event)}>
          <FormLayout>
            <ClientFields control={control} setValue={form.setValue} />
            <FormSection title={m.create.sections.guests}>
              <GuestsField control={control} name="guests" />
            </FormSection>
            <Suspense fallback={<Loader label={m.create.sections.stay} />}>
              <StayFields control={control} />
            </Suspense>
            <Suspense fallback={<Loader label={m.create.sections.requirements} />}>
              <RequirementsFields control={control} respondByPresets={RESPOND_BY_PRESETS} />
            </Suspense>
            <FormSection title={m.create.sections.notes}>
              <FormTextArea
                control={control}
                name="notes"
                label={m.fields.notes}
                maxLength={10_000}
              />
            </FormSection>
            <FormActions
              secondary={
                <Button variant="secondary" onPress={() => void navigate(href('enquiriesList'))}>
                  {m.create.cancel}
                </Button>
              }
              primary={
                <Button type="submit" isPending={create.isPending}>
                  {m.create.submit}
                </Button>
              }
            />
          </FormLayout>
        </form>
      </Stack>
    </Box>
  );
}
