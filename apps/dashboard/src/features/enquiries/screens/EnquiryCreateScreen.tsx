import { zodResolver } from '@hookform/resolvers/zod';
import {
  BUDGET_BASES,
  ENQUIRY_SOURCES,
  PRIORITIES,
  PROPERTY_TYPES,
  type PropertyType,
} from '@staydesk/domain';
import {
  Box,
  Button,
  Checkbox,
  DatePicker,
  DateRangePicker,
  FormActions,
  FormLayout,
  FormRow,
  FormSection,
  Inline,
  Link,
  PageHeader,
  Stack,
  Text,
} from '@staydesk/ui';
import { useMemo } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormSelectField } from '../../../components/FormSelectField';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextArea, FormTextField } from '../../../lib/form-fields';
import { FormNumberField } from '../../../lib/form-number-field';
import { useCreateEnquiry, useDuplicates } from '../api/enquiries';
import {
  blankEnquiryForm,
  type EnquiryFormInput,
  type EnquiryFormValues,
  enquiryCreateBody,
  enquiryFormSchema,
  RESPOND_BY_PRESETS,
} from '../api/enquiry-form';
import { agentSource, billingSource, companySource, subcompanySource } from '../api/options';
import { DateLocale } from '../components/DateLocale';
import { stayText } from '../components/EnquiriesTable';
import { FormPlacePicker, FormSearchPicker } from '../components/FormPickers';
import { GuestsField } from '../components/GuestsField';
import { enquiriesMessages } from '../messages';

type Control = ReturnType<typeof useForm<EnquiryFormInput, unknown, EnquiryFormValues>>['control'];

/** Open enquiries of the chosen company whose dates overlap: shown before creating another. */
function DuplicateWarning({ control }: { control: Control }) {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const [company, checkIn, checkOut, openEnded] = useWatch({
    control,
    name: ['company', 'checkIn', 'checkOut', 'openEnded'],
  });
  const duplicates = useDuplicates({
    companyId: company?.id ?? null,
    checkIn: checkIn || null,
    checkOut: openEnded ? null : checkOut || null,
  }).data;
  if (!duplicates || duplicates.length === 0) return null;
  return (
    <Box role="status" padding="medium" borderRadius="standard" background="cautionSoft">
      <Stack space="small">
        <Text weight="strong">{m.create.duplicateTitle}</Text>
        <Text>{f.message(m.create.duplicateText, { count: duplicates.length })}</Text>
        <Stack space="xxsmall" as="ul">
          {duplicates.map((duplicate) => (
            <Box as="li" key={duplicate.id}>
              <Link
                href={href('enquiryDetail', { enquiryId: duplicate.id })}
                target="_blank"
                rel="noopener noreferrer"
              >
                {f.message(m.create.duplicateLine, {
                  reference: duplicate.reference,
                  status: m.statuses[duplicate.status],
                  dates: stayText(duplicate, m, f),
                })}
              </Link>
            </Box>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}

/** Check-in and check-out on the range picker; an open-ended stay picks check-in alone. */
function StayDates({ control }: { control: Control }) {
  const m = useMessages(enquiriesMessages);
  const checkIn = useController({ control, name: 'checkIn' });
  const checkOut = useController({ control, name: 'checkOut' });
  const openEnded = useWatch({ control, name: 'openEnded' });
  const error = checkIn.fieldState.error?.message ?? checkOut.fieldState.error?.message;
  return (
    <DateLocale>
      <Stack space="small">
        {openEnded ? (
          <DatePicker
            label={m.create.checkIn}
            isRequired
            isInvalid={Boolean(checkIn.fieldState.error)}
            errorMessage={checkIn.fieldState.error?.message}
            ref={checkIn.field.ref}
            onChange={(value) => checkIn.field.onChange(value?.toString() ?? '')}
          />
        ) : (
          <DateRangePicker
            label={m.fields.dates}
            isRequired
            isInvalid={Boolean(error)}
            errorMessage={error}
            ref={checkIn.field.ref}
            onChange={(range) => {
              checkIn.field.onChange(range?.start.toString() ?? '');
              checkOut.field.onChange(range?.end.toString() ?? '');
            }}
          />
        )}
        <CheckboxField control={control} />
      </Stack>
    </DateLocale>
  );
}

function CheckboxField({ control }: { control: Control }) {
  const m = useMessages(enquiriesMessages);
  const { field } = useController({ control, name: 'openEnded' });
  return (
    <Checkbox isSelected={field.value} onChange={field.onChange}>
      {m.create.openEnded}
    </Checkbox>
  );
}

function PropertyTypes({ control }: { control: Control }) {
  const m = useMessages(enquiriesMessages);
  const { field } = useController({ control, name: 'propertyTypes' });
  const chosen: PropertyType[] = field.value;
  return (
    <Stack space="xsmall" as="fieldset">
      <Text as="span" weight="medium" size="small">
        {m.fields.propertyTypes}
      </Text>
      <Inline space="medium">
        {PROPERTY_TYPES.map((type) => (
          <Checkbox
            key={type.value}
            isSelected={chosen.includes(type.value)}
            onChange={(selected) =>
              field.onChange(
                selected ? [...chosen, type.value] : chosen.filter((other) => other !== type.value),
              )
            }
          >
            {m.propertyTypes[type.value]}
          </Checkbox>
        ))}
      </Inline>
    </Stack>
  );
}

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
            <FormSection title={m.create.sections.stay}>
              <StayDates control={control} />
              <FormRow>
                <FormPlacePicker
                  control={control}
                  name="place"
                  label={m.fields.location}
                  placeholder={m.fields.locationPlaceholder}
                  emptyText={m.fields.noMatches}
                  isRequired
                />
                <FormNumberField
                  control={control}
                  name="radiusMiles"
                  label={m.fields.radius}
                  minValue={1}
                  maxValue={200}
                  isRequired
                />
              </FormRow>
              <DuplicateWarning control={control} />
            </FormSection>
            <FormSection title={m.create.sections.requirements}>
              <FormRow>
                <FormNumberField
                  control={control}
                  name="adults"
                  label={m.fields.adults}
                  minValue={1}
                  maxValue={50}
                  isRequired
                />
                <FormNumberField
                  control={control}
                  name="children"
                  label={m.fields.children}
                  minValue={0}
                  maxValue={50}
                />
                <FormNumberField
                  control={control}
                  name="pets"
                  label={m.fields.pets}
                  minValue={0}
                  maxValue={10}
                />
              </FormRow>
              <FormRow>
                <FormNumberField
                  control={control}
                  name="minBedrooms"
                  label={m.fields.minBedrooms}
                  minValue={0}
                  maxValue={20}
                />
                <FormNumberField
                  control={control}
                  name="parkingSpaces"
                  label={m.fields.parking}
                  minValue={0}
                  maxValue={10}
                />
              </FormRow>
              <PropertyTypes control={control} />
            </FormSection>
            <FormSection title={m.create.sections.budget}>
              <FormRow>
                <FormTextField
                  control={control}
                  name="budgetAmount"
                  label={m.fields.budgetAmount}
                  inputMode="decimal"
                  maxLength={14}
                />
                <FormSelectField
                  control={control}
                  name="budgetBasis"
                  label={m.fields.budgetBasis}
                  options={options(BUDGET_BASES, m.bases)}
                />
                <FormTextField
                  control={control}
                  name="budgetCurrency"
                  label={m.fields.budgetCurrency}
                  maxLength={3}
                />
              </FormRow>
              <FormTextField
                control={control}
                name="budgetApprovedBy"
                label={m.fields.budgetApprovedBy}
                maxLength={120}
              />
              <FormRow>
                <FormSelectField
                  control={control}
                  name="priority"
                  label={m.fields.priority}
                  options={options(PRIORITIES, m.priorities)}
                  isRequired
                />
                <FormSelectField
                  control={control}
                  name="respondBy"
                  label={m.fields.respondBy}
                  options={RESPOND_BY_PRESETS.map((preset) => ({
                    value: preset,
                    label: m.respondByPresets[preset],
                  }))}
                  isRequired
                />
              </FormRow>
            </FormSection>
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
