import {
  CANCELLATION_POLICIES,
  CHARGE_BASIS,
  CHECK_IN_METHODS,
  COST_FIELDS,
  FREQUENCIES,
  PARKING_OPTIONS,
  YES_FREE_CHARGEABLE_NO,
} from '@staydesk/domain';
import { FormRow, FormSection, Select, SelectItem } from '@staydesk/ui';
import { FormSelectField } from '../../../../components/FormSelectField';
import { useFormat, useMessages } from '../../../../i18n';
import { FormTextField, useBoundField } from '../../../../lib/form-fields';
import { propertiesMessages } from '../../messages';
import { FormCountField } from '../FormCountField';
import { optionsOf } from '../options';
import { useWizardForm } from './wizardForm';

const NO_PARKING = 'none';

/** Parking: one of the spec §3 options, or none (stored as null). */
function ParkingSelect() {
  const m = useMessages(propertiesMessages);
  const { control } = useWizardForm();
  const { field, common } = useBoundField({ control, name: 'parking' });
  const items = [
    { id: NO_PARKING, label: m.options.noParking },
    ...optionsOf(PARKING_OPTIONS, m.options.parking).map((o) => ({ id: o.value, label: o.label })),
  ];
  return (
    <Select
      {...common}
      label={m.fields.parking}
      items={items}
      selectedKey={typeof field.value === 'string' ? field.value : NO_PARKING}
      onSelectionChange={(key) => field.onChange(key === NO_PARKING || key === null ? null : key)}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}

/** Cleaning or linen: how often, and whether it is in the price. */
function ServiceFields({ service }: { service: 'cleaning' | 'linen' }) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const { control } = useWizardForm();
  const name = m.fields[service];
  return (
    <FormRow>
      <FormSelectField
        control={control}
        name={`${service}.frequency`}
        label={f.message(m.fields.frequency, { service: name })}
        options={optionsOf(FREQUENCIES, m.options.frequency)}
        isRequired
      />
      <FormSelectField
        control={control}
        name={`${service}.charge`}
        label={f.message(m.fields.charge, { service: name })}
        options={optionsOf(CHARGE_BASIS, m.options.charge)}
        isRequired
      />
    </FormRow>
  );
}

const MONEY_FIELDS = COST_FIELDS.filter((field) => field.value !== 'margin').map((f) => f.value);

/** Step 4: the terms of a stay and what it costs. */
export function TermsStep() {
  const m = useMessages(propertiesMessages);
  const { control } = useWizardForm();
  return (
    <>
      <FormSection title={m.wizard.steps.terms}>
        <FormRow>
          <ParkingSelect />
          <FormSelectField
            control={control}
            name="pets"
            label={m.fields.pets}
            options={optionsOf(YES_FREE_CHARGEABLE_NO, m.options.pets)}
            isRequired
          />
        </FormRow>
        <FormRow>
          <FormSelectField
            control={control}
            name="checkInMethod"
            label={m.fields.checkInMethod}
            options={optionsOf(CHECK_IN_METHODS, m.options.checkIn)}
            isRequired
          />
          <FormSelectField
            control={control}
            name="cancellationPolicy"
            label={m.fields.cancellationPolicy}
            options={optionsOf(CANCELLATION_POLICIES, m.options.cancellation)}
            isRequired
          />
        </FormRow>
        <ServiceFields service="cleaning" />
        <ServiceFields service="linen" />
        <FormCountField
          control={control}
          name="minimumStayNights"
          label={m.fields.minimumStayNights}
          isRequired
        />
      </FormSection>
      <FormSection title={m.fields.costs} description={m.fields.currencyHint}>
        <FormRow>
          {MONEY_FIELDS.map((field) => (
            <FormTextField
              key={field}
              control={control}
              name={`costs.${field}.amount`}
              label={m.options.cost[field]}
              inputMode="decimal"
              isRequired
            />
          ))}
          <FormTextField
            control={control}
            name="costs.margin"
            label={m.options.cost.margin}
            description={m.fields.marginHint}
            inputMode="decimal"
            isRequired
          />
        </FormRow>
      </FormSection>
    </>
  );
}
