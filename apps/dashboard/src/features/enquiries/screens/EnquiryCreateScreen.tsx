import { ENQUIRY_SOURCES } from '@staydesk/domain';
import {
  Box,
  Button,
  FormActions,
  FormLayout,
  FormRow,
  FormSection,
  Loader,
  PageHeader,
  Stack,
} from '@staydesk/ui';
import { lazy, Suspense, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormSearchPicker } from '../../../components/FormSearchPicker';
import { FormSelectField } from '../../../components/FormSelectField';
import { href } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextArea, FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { agentSource, billingSource, companySource, subcompanySource } from '../../../lib/options';
import { useCreateEnquiry } from '../api/enquiries';
import {
  blankEnquiryForm,
  type EnquiryFormInput,
  type EnquiryFormValues,
  enquiryCreateBody,
  enquiryFormSchema,
  RESPOND_BY_PRESETS,
} from '../api/enquiry-form';
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
  const company = useWatch({ control, name: 'company' });
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
  const options = <T extends { value: string }>(
    list: readonly T[],
    labels: Record<string, string>,
  ) => list.map((item) => ({ value: item.value, label: labels[item.value] ?? item.value }));

  return (
    <Box as="section">
      <Stack space="large">
        <PageHeader title={m.create.title} description={m.create.description} />
        <form noValidate onSubmit={(event) => void submit(event)}>
          <FormLayout>
            <FormSection title={m.create.sections.client}>
              <FormRow>
                <FormSearchPicker
                  control={control}
                  name="company"
                  label={m.fields.company}
                  placeholder={m.fields.companyPlaceholder}
                  emptyText={m.fields.noMatches}
                  source={companySource}
                  onChosen={() => {
                    form.setValue('subcompany', null);
                    form.setValue('billingCompany', null);
                  }}
                />
                <FormSearchPicker
                  control={control}
                  name="agent"
                  label={m.fields.agent}
                  placeholder={m.fields.agentPlaceholder}
                  emptyText={m.fields.noMatches}
                  source={agentSource}
                />
              </FormRow>
              <FormRow>
                <FormSearchPicker
                  key={`sub-${company?.id ?? ''}`}
                  control={control}
                  name="subcompany"
                  label={m.fields.subcompany}
                  placeholder={m.fields.subcompanyPlaceholder}
                  emptyText={m.fields.noMatches}
                  source={subcompanySource(company?.id ?? null)}
                />
                <FormSearchPicker
                  key={`billing-${company?.id ?? ''}`}
                  control={control}
                  name="billingCompany"
                  label={m.fields.billingCompany}
                  placeholder={m.fields.billingCompanyPlaceholder}
                  emptyText={m.fields.noMatches}
                  source={billingSource(company?.id ?? null)}
                />
              </FormRow>
              <FormRow>
                <FormSelectField
                  control={control}
                  name="source"
                  label={m.fields.source}
                  options={options(ENQUIRY_SOURCES, m.sources)}
                  isRequired
                />
                <FormTextField
                  control={control}
                  name="clientReference"
                  label={m.fields.clientReference}
                  description={m.fields.clientReferenceHint}
                  maxLength={120}
                />
              </FormRow>
              <FormTextField
                control={control}
                name="bookerName"
                label={m.fields.bookerName}
                maxLength={120}
              />
              <FormRow>
                <FormTextField
                  control={control}
                  name="bookerEmail"
                  type="email"
                  label={m.fields.bookerEmail}
                  maxLength={254}
                />
                <FormTextField
                  control={control}
                  name="bookerPhone"
                  type="tel"
                  label={m.fields.bookerPhone}
                  maxLength={40}
                />
              </FormRow>
            </FormSection>
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
