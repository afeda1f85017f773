import { SelectItem, type SelectItemProps } from '../Select/SelectItem';

export interface ComboBoxItemProps<T extends object = object> extends SelectItemProps<T> {}

/**
 * One option of a `ComboBox`: a `SelectItem` (check on the selected one) with its own hook.
 *
 * States and hooks: `[data-component="ComboBoxItem"]`, `[data-focused]`, `[data-hovered]`,
 * `[data-pressed]`, `[data-selected]`, `[data-disabled]`.
 */
export function ComboBoxItem<T extends object = object>(props: ComboBoxItemProps<T>) {
  return <SelectItem<T> data-component="ComboBoxItem" {...props} />;
}
