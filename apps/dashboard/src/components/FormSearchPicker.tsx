import type { FieldValues } from 'react-hook-form';
import { type Bound, useBoundField } from '../lib/form-fields';
import type { OptionSource, PickOption } from '../lib/options';
import { SearchPicker } from './SearchPicker';

function isPick(value: unknown): value is PickOption {
  return typeof value === 'object' && value !== null && 'id' in value && 'name' in value;
}

/** A record picker bound to a form field holding `{ id, name }` (null for none). */
export function FormSearchPicker<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, C, O> & {
  label: string;
  placeholder: string;
  emptyText: string;
  source: OptionSource;
  description?: string;
  isRequired?: boolean;
  onChosen?: (option: PickOption | null) => void;
}) {
  const { field, common } = useBoundField({ control, name });
  const { onChosen, ...rest } = props;
  return (
    <SearchPicker
      {...rest}
      name={common.name}
      onBlur={common.onBlur}
      inputRef={common.ref}
      isInvalid={common.isInvalid}
      errorMessage={common.errorMessage}
      value={isPick(field.value) ? { id: field.value.id, name: field.value.name } : null}
      onChange={(option) => {
        field.onChange(option ? { id: option.id, name: option.name } : null);
        onChosen?.(option);
      }}
    />
  );
}
