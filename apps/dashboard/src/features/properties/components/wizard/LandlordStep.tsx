import { FormSection, Text } from '@staydesk/ui';
import { useMessages } from '../../../../i18n';
import type { LandlordOption } from '../../api/landlords';
import { propertiesMessages } from '../../messages';
import { FormLandlordPicker } from '../FormLandlordPicker';
import { useWizardForm } from './wizardForm';

/** Step 1: whose property it is. */
export function LandlordStep({
  landlord,
  onLandlord,
}: {
  landlord: LandlordOption | null;
  onLandlord: (landlord: LandlordOption | null) => void;
}) {
  const m = useMessages(propertiesMessages);
  const { control } = useWizardForm();
  return (
    <FormSection title={m.wizard.steps.landlord}>
      <FormLandlordPicker
        control={control}
        name="landlordId"
        label={m.fields.landlord}
        placeholder={m.fields.landlordPlaceholder}
        emptyText={m.fields.noLandlord}
        initial={landlord}
        isRequired
        onChosen={onLandlord}
      />
      {landlord?.company?.name ? <Text tone="secondary">{landlord.company.name}</Text> : null}
    </FormSection>
  );
}
