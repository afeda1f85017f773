import { type TrafficLight, trafficLightSchema } from '@staydesk/domain';
import { Radio, RadioGroup, Switch, TrafficLightPicker } from '@staydesk/ui';
import type { FieldValues } from 'react-hook-form';
import { type Bound, useBoundField } from '../../../lib/form-fields';

/** A switch bound to a boolean of the form. */
export function FormSwitch<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label,
}: Bound<T, C, O> & { label: string }) {
  const { field, common } = useBoundField({ control, name });
  return (
    <Switch
      name={common.name}
      onBlur={common.onBlur}
      ref={common.ref}
      isSelected={field.value === true}
      onChange={field.onChange}
    >
      {label}
    </Switch>
  );
}

/** The traffic-light picker bound to the form, with the suggestion passed in. */
export function FormTrafficLight<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label,
  labels,
  suggestedValue,
  suggestedLabel,
  description,
}: Bound<T, C, O> & {
  label: string;
  labels: Readonly<Record<TrafficLight, string>>;
  suggestedValue: TrafficLight;
  suggestedLabel: string;
  description: string;
}) {
  const { field, common } = useBoundField({ control, name });
  return (
    <TrafficLightPicker
      {...common}
      label={label}
      labels={labels}
      isRequired
      value={trafficLightSchema.safeParse(field.value).data ?? null}
      onChange={field.onChange}
      suggestedValue={suggestedValue}
      suggestedLabel={suggestedLabel}
      description={description}
    />
  );
}

/**
 * A contact row's status (active or inactive) as two radios: two options read at a glance, and
 * the form needs no popover for them.
 */
export function FormStatus<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label,
  options,
}: Bound<T, C, O> & { label: string; options: readonly { value: string; label: string }[] }) {
  const { field, common } = useBoundField({ control, name });
  return (
    <RadioGroup
      {...common}
      label={label}
      orientation="horizontal"
      isRequired
      value={typeof field.value === 'string' ? field.value : null}
      onChange={field.onChange}
    >
      {options.map((option) => (
        <Radio key={option.value} value={option.value}>
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}
