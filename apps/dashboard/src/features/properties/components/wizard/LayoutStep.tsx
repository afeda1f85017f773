import { BATHROOM_TYPES, BED_TYPES, PROPERTY_LIMITS, PROPERTY_TYPES } from '@staydesk/domain';
import { Box, Button, Card, FormRow, FormSection, Heading, Inline, Stack } from '@staydesk/ui';
import { useFieldArray } from 'react-hook-form';
import { FormSelectField } from '../../../../components/FormSelectField';
import { useFormat, useMessages } from '../../../../i18n';
import { FormTextField } from '../../../../lib/form-fields';
import { propertiesMessages } from '../../messages';
import { FormCountField } from '../FormCountField';
import { optionsOf } from '../options';
import { useWizardForm } from './wizardForm';

/** The beds of one bedroom: a type and a count each. */
function BedroomBeds({ bedroom }: { bedroom: number }) {
  const m = useMessages(propertiesMessages);
  const { control } = useWizardForm();
  const beds = useFieldArray({ control, name: `bedrooms.${bedroom}.beds` });
  return (
    <Stack space="small">
      {beds.fields.map((bed, index) => (
        <Inline key={bed.id} space="small" alignY="flex-end">
          <FormSelectField
            control={control}
            name={`bedrooms.${bedroom}.beds.${index}.type`}
            label={m.fields.bedType}
            options={optionsOf(BED_TYPES, m.options.bed)}
            isRequired
          />
          <FormCountField
            control={control}
            name={`bedrooms.${bedroom}.beds.${index}.count`}
            label={m.fields.bedCount}
            isRequired
          />
          {beds.fields.length > 1 ? (
            <Button variant="ghost" size="small" onPress={() => beds.remove(index)}>
              {m.fields.removeBed}
            </Button>
          ) : null}
        </Inline>
      ))}
      <Box>
        <Button
          variant="secondary"
          size="small"
          onPress={() => beds.append({ type: 'single', count: 1 })}
        >
          {m.fields.addBed}
        </Button>
      </Box>
    </Stack>
  );
}

function Bedrooms() {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const { control } = useWizardForm();
  const bedrooms = useFieldArray({ control, name: 'bedrooms' });
  return (
    <Stack space="medium">
      <Heading level={3}>{m.fields.bedrooms}</Heading>
      {bedrooms.fields.map((bedroom, index) => (
        <Card key={bedroom.id} padding="medium">
          <Stack space="small">
            <Inline space="small" alignY="center">
              <Heading level={4}>{f.message(m.fields.bedroom, { number: index + 1 })}</Heading>
              <Button variant="ghost" size="small" onPress={() => bedrooms.remove(index)}>
                {f.message(m.fields.removeBedroom, { number: index + 1 })}
              </Button>
            </Inline>
            <BedroomBeds bedroom={index} />
          </Stack>
        </Card>
      ))}
      <Box>
        <Button
          variant="secondary"
          isDisabled={bedrooms.fields.length >= PROPERTY_LIMITS.rooms}
          onPress={() => bedrooms.append({ beds: [{ type: 'double', count: 1 }] })}
        >
          {m.fields.addBedroom}
        </Button>
      </Box>
    </Stack>
  );
}

function Bathrooms() {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const { control } = useWizardForm();
  const bathrooms = useFieldArray({ control, name: 'bathrooms' });
  return (
    <Stack space="medium">
      <Heading level={3}>{m.fields.bathrooms}</Heading>
      {bathrooms.fields.map((bathroom, index) => (
        <Inline key={bathroom.id} space="small" alignY="flex-end">
          <FormSelectField
            control={control}
            name={`bathrooms.${index}.type`}
            label={f.message(m.fields.bathroom, { number: index + 1 })}
            options={optionsOf(BATHROOM_TYPES, m.options.bathroom)}
            isRequired
          />
          <Button variant="ghost" size="small" onPress={() => bathrooms.remove(index)}>
            {f.message(m.fields.removeBathroom, { number: index + 1 })}
          </Button>
        </Inline>
      ))}
      <Box>
        <Button
          variant="secondary"
          isDisabled={bathrooms.fields.length >= PROPERTY_LIMITS.rooms}
          onPress={() => bathrooms.append({ type: 'bath-plus-shower' })}
        >
          {m.fields.addBathroom}
        </Button>
      </Box>
    </Stack>
  );
}

/** Step 3: what the property is and how it sleeps. */
export function LayoutStep() {
  const m = useMessages(propertiesMessages);
  const { control } = useWizardForm();
  return (
    <FormSection title={m.wizard.steps.layout}>
      <FormTextField
        control={control}
        name="title"
        label={m.fields.title}
        isRequired
        maxLength={PROPERTY_LIMITS.title}
      />
      <FormRow>
        <FormSelectField
          control={control}
          name="type"
          label={m.fields.type}
          options={optionsOf(PROPERTY_TYPES, m.options.type)}
          isRequired
        />
        <FormCountField control={control} name="maxGuests" label={m.fields.maxGuests} isRequired />
      </FormRow>
      <Bedrooms />
      <Bathrooms />
    </FormSection>
  );
}
