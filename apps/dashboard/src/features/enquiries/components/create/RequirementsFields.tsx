import {
  BUDGET_BASES,
  ENQUIRY_ACCESSIBILITY_MAX,
  PRIORITIES,
  PROPERTY_TYPES,
  type PropertyType,
} from '@staydesk/domain';
import { Box, Checkbox, FormRow, FormSection, Inline, Stack, Text } from '@staydesk/ui';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { FormSelectField } from '../../../../components/FormSelectField';
import { useMessages } from '../../../../i18n';
import { FormTextArea, FormTextField } from '../../../../lib/form-fields';
import { FormNumberField } from '../../../../lib/form-number-field';
import type { EnquiryFormControl as Control, RespondByPreset } from '../../api/enquiry-form';
import { enquiriesMessages } from '../../messages';

const options = <T extends { value: string }>(list: readonly T[], labels: Record<string, string>) =>
  list.map((item) => ({ value: item.value, label: labels[item.value] ?? item.value }));

function PropertyTypes({ control }: { control: Control }) {
  const m = useMessages(enquiriesMessages);
  const { field } = useController({ control, name: 'propertyTypes' });
  const chosen: PropertyType[] = field.value;
  const labelId = useId();
  return (
    <Stack space="xsmall">
      <span id={labelId}>
        <Text as="span" weight="medium" size="small">
          {m.fields.propertyTypes}
        </Text>
      </span>
      <Box role="group" aria-labelledby={labelId}>
        <Inline space="medium">
          {PROPERTY_TYPES.map((type) => (
            <Checkbox
              key={type.value}
              isSelected={chosen.includes(type.value)}
              onChange={(selected) =>
                field.onChange(
                  selected
                    ? [...chosen, type.value]
                    : chosen.filter((other) => other !== type.value),
                )
              }
            >
              {m.propertyTypes[type.value]}
            </Checkbox>
          ))}
        </Inline>
      </Box>
    </Stack>
  );
}

/**
 * Requirements (people, bedrooms, parking, property types, accessibility) and budget and handling (budget,
 * basis, approver, priority, respond-by). A chunk of its own.
 */
export function RequirementsFields({
  control,
  respondByPresets,
}: {
  control: Control;
  /** Handed over by the form (its schema owns them), so this chunk does not import the schema. */
  respondByPresets: readonly RespondByPreset[];
}) {
  const m = useMessages(enquiriesMessages);
  return (
    <>
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
        <FormTextArea
          control={control}
          name="accessibilityNeeds"
          label={m.fields.accessibility}
          description={m.fields.accessibilityHint}
          maxLength={ENQUIRY_ACCESSIBILITY_MAX}
        />
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
            options={respondByPresets.map((preset) => ({
              value: preset,
              label: m.respondByPresets[preset],
            }))}
            isRequired
          />
        </FormRow>
      </FormSection>
    </>
  );
}
