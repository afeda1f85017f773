import {
  BADGE_KEYS,
  CERTIFICATION_KEYS,
  type LandlordCreate,
  suggestTrafficLight,
  TEXT_LIMITS,
} from '@staydesk/domain';
import {
  Box,
  Button,
  Card,
  FormActions,
  FormLayout,
  FormRow,
  FormSection,
  Grid,
  Inline,
  Stack,
  Text,
} from '@staydesk/ui';
import { type Control, type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormDayField } from '../../../components/FormDayField';
import { useFormat, useMessages, useT } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormCheckbox, FormTextField } from '../../../lib/form-fields';
import { FormNumberField } from '../../../lib/form-number-field';
import {
  type LandlordFormInput,
  landlordErrorText,
  landlordFormSchema,
  translatedResolver,
} from '../api/landlord-form';
import { landlordsMessages } from '../messages';
import { FormStatus, FormSwitch, FormTrafficLight } from './form-bindings';

type FormControl = Control<LandlordFormInput, unknown, LandlordCreate>;

/** Fields the server may name in a 400, mapped back onto the form. */
const FIELDS = [
  'name',
  'company.name',
  'company.url',
  'trafficLightSystem',
  'historicalBookings',
  'joinedAt',
  'performance.responseRatePercent',
  'performance.cancellations',
  'performance.complaints',
] as const;

/** The fields of every email, phone and profile row, for the server's field errors. */
function rowFields(values: LandlordCreate): FieldPath<LandlordFormInput>[] {
  return [
    ...values.emailAddresses.map((_, index) => `emailAddresses.${index}.email` as const),
    ...values.phoneNumbers.map((_, index) => `phoneNumbers.${index}.phone` as const),
    ...values.externalProfiles.flatMap((_, index) => [
      `externalProfiles.${index}.platform` as const,
      `externalProfiles.${index}.url` as const,
    ]),
  ];
}

function useStatusOptions() {
  const m = useMessages(landlordsMessages);
  return [
    { value: 'active', label: m.statuses.active },
    { value: 'inactive', label: m.statuses.inactive },
  ];
}

/** A repeatable row: a labelled group in a card, its fields, then its toggles and Remove. */
function RowCard({
  label,
  removeLabel,
  onRemove,
  fields,
  toggles,
}: {
  label: string;
  removeLabel: string;
  onRemove: () => void;
  fields: React.ReactNode;
  toggles?: React.ReactNode;
}) {
  const m = useMessages(landlordsMessages);
  return (
    <Card padding="small">
      <Box role="group" aria-label={label}>
        <Stack space="small">
          <Text size="small" tone="secondary" weight="medium">
            {label}
          </Text>
          <FormRow>{fields}</FormRow>
          <Inline space="medium" alignY="center" align="space-between">
            <Inline space="medium" alignY="center">
              {toggles}
            </Inline>
            <Button variant="secondary" size="small" aria-label={removeLabel} onPress={onRemove}>
              {m.rows.remove}
            </Button>
          </Inline>
        </Stack>
      </Box>
    </Card>
  );
}

function EmailRows({ control }: { control: FormControl }) {
  const m = useMessages(landlordsMessages);
  const f = useFormat();
  const statusOptions = useStatusOptions();
  const { fields, append, remove } = useFieldArray({ control, name: 'emailAddresses' });
  return (
    <FormSection title={m.sections.emails}>
      {fields.map((row, index) => {
        const n = index + 1;
        return (
          <RowCard
            key={row.id}
            label={f.message(m.rows.email, { n })}
            removeLabel={f.message(m.rows.removeEmail, { n })}
            onRemove={() => remove(index)}
            fields={
              <>
                <FormTextField
                  control={control}
                  name={`emailAddresses.${index}.email`}
                  type="email"
                  label={m.fields.email}
                  isRequired
                  maxLength={TEXT_LIMITS.email}
                />
                <FormStatus
                  control={control}
                  name={`emailAddresses.${index}.status`}
                  label={m.fields.status}
                  options={statusOptions}
                />
              </>
            }
            toggles={
              <FormCheckbox control={control} name={`emailAddresses.${index}.isVerified`}>
                {m.fields.verified}
              </FormCheckbox>
            }
          />
        );
      })}
      <Box>
        <Button
          variant="secondary"
          onPress={() => append({ email: '', status: 'active', isVerified: false })}
        >
          {m.rows.addEmail}
        </Button>
      </Box>
    </FormSection>
  );
}

function PhoneRows({ control }: { control: FormControl }) {
  const m = useMessages(landlordsMessages);
  const f = useFormat();
  const statusOptions = useStatusOptions();
  const { fields, append, remove } = useFieldArray({ control, name: 'phoneNumbers' });
  return (
    <FormSection title={m.sections.phones}>
      {fields.map((row, index) => {
        const n = index + 1;
        return (
          <RowCard
            key={row.id}
            label={f.message(m.rows.phone, { n })}
            removeLabel={f.message(m.rows.removePhone, { n })}
            onRemove={() => remove(index)}
            fields={
              <>
                <FormTextField
                  control={control}
                  name={`phoneNumbers.${index}.phone`}
                  type="tel"
                  label={m.fields.phone}
                  isRequired
                  maxLength={TEXT_LIMITS.phone}
                />
                <FormStatus
                  control={control}
                  name={`phoneNumbers.${index}.status`}
                  label={m.fields.status}
                  options={statusOptions}
                />
              </>
            }
            toggles={
              <>
                <FormCheckbox control={control} name={`phoneNumbers.${index}.isVerified`}>
                  {m.fields.verified}
                </FormCheckbox>
                <FormCheckbox control={control} name={`phoneNumbers.${index}.isWhatsapp`}>
                  {m.fields.whatsapp}
                </FormCheckbox>
              </>
            }
          />
        );
      })}
      <Box>
        <Button
          variant="secondary"
          onPress={() =>
            append({ phone: '', status: 'active', isVerified: false, isWhatsapp: false })
          }
        >
          {m.rows.addPhone}
        </Button>
      </Box>
    </FormSection>
  );
}

function ProfileRows({ control }: { control: FormControl }) {
  const m = useMessages(landlordsMessages);
  const f = useFormat();
  const { fields, append, remove } = useFieldArray({ control, name: 'externalProfiles' });
  return (
    <FormSection title={m.sections.profiles}>
      {fields.length === 0 ? <Text tone="secondary">{m.rows.noProfiles}</Text> : null}
      {fields.map((row, index) => {
        const n = index + 1;
        return (
          <RowCard
            key={row.id}
            label={f.message(m.rows.profile, { n })}
            removeLabel={f.message(m.rows.removeProfile, { n })}
            onRemove={() => remove(index)}
            fields={
              <>
                <FormTextField
                  control={control}
                  name={`externalProfiles.${index}.platform`}
                  label={m.fields.platform}
                  isRequired
                  maxLength={TEXT_LIMITS.name}
                />
                <FormTextField
                  control={control}
                  name={`externalProfiles.${index}.url`}
                  type="url"
                  label={m.fields.profileUrl}
                  isRequired
                  maxLength={TEXT_LIMITS.url}
                />
              </>
            }
          />
        );
      })}
      <Box>
        <Button variant="secondary" onPress={() => append({ platform: '', url: '' })}>
          {m.rows.addProfile}
        </Button>
      </Box>
    </FormSection>
  );
}

/** Track record and traffic light: the suggestion follows the numbers as they are typed. */
function RatingSection({ control }: { control: FormControl }) {
  const m = useMessages(landlordsMessages);
  const f = useFormat();
  const [performance, historicalBookings] = useWatch({
    control,
    name: ['performance', 'historicalBookings'],
  });
  const count = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const suggestion = suggestTrafficLight({
    responseRatePercent:
      typeof performance.responseRatePercent === 'number' ? performance.responseRatePercent : null,
    cancellations: count(performance.cancellations),
    complaints: count(performance.complaints),
    historicalBookings: count(historicalBookings),
  });
  const reasons = suggestion.reasons.map((reason) => m.reasons[reason]).join(', ');
  return (
    <FormSection title={m.sections.rating}>
      <FormRow>
        <FormNumberField
          control={control}
          name="performance.responseRatePercent"
          label={m.fields.responseRate}
          description={m.fields.responseRateHint}
          minValue={0}
          maxValue={100}
        />
        <FormNumberField
          control={control}
          name="performance.cancellations"
          label={m.fields.cancellations}
          minValue={0}
          isRequired
        />
        <FormNumberField
          control={control}
          name="performance.complaints"
          label={m.fields.complaints}
          minValue={0}
          isRequired
        />
      </FormRow>
      <FormRow>
        <FormNumberField
          control={control}
          name="historicalBookings"
          label={m.fields.historicalBookings}
          minValue={0}
          isRequired
        />
        <FormDayField control={control} name="joinedAt" label={m.fields.joinedAt} />
      </FormRow>
      <FormTrafficLight
        control={control}
        name="trafficLightSystem"
        label={m.fields.trafficLight}
        labels={m.trafficLights}
        suggestedValue={suggestion.light}
        suggestedLabel={m.suggested}
        description={f.message(m.suggestion, {
          light: m.trafficLights[suggestion.light],
          reasons,
        })}
      />
    </FormSection>
  );
}

function SettingsSections({ control }: { control: FormControl }) {
  const m = useMessages(landlordsMessages);
  return (
    <>
      <FormSection title={m.sections.certifications}>
        <Grid columns={[1, 2]} space="small">
          {CERTIFICATION_KEYS.map((key) => (
            <FormSwitch
              key={key}
              control={control}
              name={`settings.displayCertifications.${key}.isVisible`}
              label={m.certifications[key]}
            />
          ))}
        </Grid>
      </FormSection>
      <FormSection title={m.sections.badges}>
        <Grid columns={[1, 2]} space="small">
          {BADGE_KEYS.map((key) => (
            <FormSwitch
              key={key}
              control={control}
              name={`settings.displayBadges.${key}.isAvailable`}
              label={m.badges[key]}
            />
          ))}
        </Grid>
      </FormSection>
    </>
  );
}

/**
 * Every landlord field of spec §3 (create and edit), checked by the domain schema the API uses:
 * repeatable email, phone and profile rows, the company (its website normalised to https://),
 * the traffic light with the suggestion from the track record, and what the public profile shows.
 */
export function LandlordForm({
  initial,
  submitLabel,
  cancelLabel,
  isPending,
  onSubmit,
  onCancel,
}: {
  initial: LandlordFormInput;
  submitLabel: string;
  cancelLabel: string;
  isPending: boolean;
  onSubmit: (values: LandlordCreate) => Promise<unknown>;
  onCancel: () => void;
}) {
  const m = useMessages(landlordsMessages);
  const t = useT();
  const form = useForm<LandlordFormInput, unknown, LandlordCreate>({
    resolver: translatedResolver(landlordFormSchema, (message) =>
      landlordErrorText(m.errors, message),
    ),
    defaultValues: initial,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(error, [...FIELDS, ...rowFields(values)], form.setError);
    }
  });
  const control = form.control;

  return (
    <form noValidate onSubmit={submit}>
      <FormLayout>
        <FormSection title={m.sections.landlord}>
          <FormTextField
            control={control}
            name="name"
            label={m.fields.name}
            isRequired
            maxLength={TEXT_LIMITS.name}
          />
        </FormSection>
        <EmailRows control={control} />
        <PhoneRows control={control} />
        <FormSection title={m.sections.company}>
          <FormRow>
            <FormTextField
              control={control}
              name="company.name"
              label={m.fields.companyName}
              maxLength={TEXT_LIMITS.name}
            />
            <FormTextField
              control={control}
              name="company.url"
              type="url"
              label={m.fields.companyUrl}
              description={m.fields.companyUrlHint}
              maxLength={TEXT_LIMITS.url}
            />
          </FormRow>
        </FormSection>
        <RatingSection control={control} />
        <ProfileRows control={control} />
        <SettingsSections control={control} />
        <FormActions
          secondary={
            <Button variant="secondary" onPress={onCancel}>
              {cancelLabel}
            </Button>
          }
          primary={
            <Button type="submit" isPending={isPending} pendingLabel={t.common.loading}>
              {submitLabel}
            </Button>
          }
        />
      </FormLayout>
    </form>
  );
}
