import { Select, SelectItem } from '@staydesk/ui';
import type { FieldValues } from 'react-hook-form';
import { type Bound, useBoundField } from '../lib/form-fields';

export interface SelectOption {
  value: string;
  label: string;
}

/** The options of a domain list of values (`{ value }`s), each with its label in the catalogue. */
export function labelledOptions<V extends string>(
  values: readonly { value: V }[],
  labels: Record<V, string>,
): SelectOption[] {
  return values.map(({ value }) => ({ value, label: labels[value] }));
}

/**
 * A choice among fixed options, bound to react-hook-form: the value, the ref (focus on error) and
 * the error text in the user's language wired on the ui `Select`.
 */
export function FormSelectField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label,
  options,
  isRequired = false,
}: Bound<T, C, O> & {
  label: string;
  options: readonly SelectOption[];
  isRequired?: boolean;
}) {
  const { field, common } = useBoundField({ control, name });
  return (
    <Select
      {...common}
      label={label}
      items={options.map((option) => ({ id: option.value, label: option.label }))}
      selectedKey={typeof field.value === 'string' && field.value !== '' ? field.value : null}
      onSelectionChange={(key) => field.onChange(key === null ? '' : String(key))}
      isRequired={isRequired}
    >
      {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
    </Select>
  );
}
