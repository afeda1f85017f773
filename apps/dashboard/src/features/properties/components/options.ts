import type { Option } from '@staydesk/domain';
import type { SelectOption } from '../../../components/FormSelectField';

/** A domain option list with its labels from the module's messages (the user's language). */
export function optionsOf<V extends string>(
  list: readonly Option<V>[],
  labels: Readonly<Record<V, string>>,
): SelectOption[] {
  return list.map((option) => ({ value: option.value, label: labels[option.value] }));
}

/** The label of a stored value; an unknown one is shown as stored. */
export function labelOf<V extends string>(
  labels: Readonly<Record<V, string>>,
  value: string,
): string {
  return (labels as Readonly<Record<string, string>>)[value] ?? value;
}
