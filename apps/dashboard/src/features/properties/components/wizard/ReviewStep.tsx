import { Button, Checkbox, RecordSection, Stack, Text } from '@staydesk/ui';
import { useWatch } from 'react-hook-form';
import { useFormat, useMessages } from '../../../../i18n';
import type { LandlordOption } from '../../api/landlords';
import type { WizardStep } from '../../api/property-form';
import { propertiesMessages } from '../../messages';
import { PhotoStrip } from '../PhotoStrip';
import { AddressFacts, CostFacts, LayoutFacts, TermsFacts } from '../PropertyFacts';
import { useWizardForm } from './wizardForm';

/** Step 6: everything entered, each part with a way back to its step, and whether to offer it. */
export function ReviewStep({
  landlord,
  onEdit,
}: {
  landlord: LandlordOption | null;
  onEdit: (step: WizardStep) => void;
}) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const { control, setValue } = useWizardForm();
  const values = useWatch({ control });
  const change = (step: WizardStep) => (
    <Button size="small" variant="secondary" onPress={() => onEdit(step)}>
      {m.wizard.edit}
    </Button>
  );
  const property = useWizardForm().getValues();
  return (
    <Stack space="large">
      <Text tone="secondary">{m.wizard.reviewIntro}</Text>
      <RecordSection title={m.wizard.steps.landlord} actions={change('landlord')}>
        <Text>{landlord?.name ?? m.detail.none}</Text>
      </RecordSection>
      <RecordSection title={m.wizard.steps.address} actions={change('address')}>
        <AddressFacts property={property} />
      </RecordSection>
      <RecordSection
        title={f.message(m.wizard.stepOf, {
          step: m.wizard.steps.layout,
          value: values.title ?? '',
        })}
        actions={change('layout')}
      >
        <LayoutFacts property={property} />
      </RecordSection>
      <RecordSection title={m.wizard.steps.terms} actions={change('terms')}>
        <Stack space="medium">
          <TermsFacts property={property} />
          <CostFacts property={property} />
        </Stack>
      </RecordSection>
      <RecordSection title={m.wizard.steps.photos} actions={change('photos')}>
        {property.images.length > 0 ? (
          <PhotoStrip
            images={property.images}
            title={property.title}
            onChange={(images) => setValue('images', images, { shouldDirty: true })}
          />
        ) : (
          <Text tone="secondary">{m.detail.none}</Text>
        )}
      </RecordSection>
      <Checkbox
        isSelected={values.status === 'available'}
        onChange={(selected) => setValue('status', selected ? 'available' : 'draft')}
        description={m.wizard.publishHint}
      >
        {m.wizard.publish}
      </Checkbox>
    </Stack>
  );
}
