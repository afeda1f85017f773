import { ComboBox, ComboBoxItem } from '@staydesk/ui';
import { type Ref, useMemo, useState } from 'react';
import { type OptionSource, type PickOption, useOptions } from '../lib/options';
import { useDebounced } from '../lib/useDebounced';

export interface SearchPickerProps {
  label: string;
  placeholder: string;
  emptyText: string;
  /** The chosen record (its name stays shown until another is picked). */
  value: PickOption | null;
  onChange: (option: PickOption | null) => void;
  /** The server search behind the list. */
  source: OptionSource;
  description?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  errorMessage?: string | undefined;
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A record picker that searches the server as the user types (every record can be found, not
 * only a first page); clearing the text clears the choice.
 */
export function SearchPicker(props: SearchPickerProps) {
  const { value, onChange, source } = props;
  // What the user typed (the search); the combobox itself shows the chosen option's name, so a
  // choice never reads as typing (which would reopen the list under it).
  const [typed, setTyped] = useState('');
  // The choice, held here as soon as it is made: the form's copy arrives a render later, and a
  // combobox that saw no selected key for that render would take the shown name for typing.
  const [chosen, setChosen] = useState<PickOption | null>(value);
  const [seen, setSeen] = useState(value?.id);
  if (value?.id !== seen) {
    setSeen(value?.id);
    setChosen(value);
  }
  const search = useDebounced(typed.trim());
  const found = useOptions(source, search);
  const items = useMemo(
    () => (chosen && !found.some((item) => item.id === chosen.id) ? [chosen, ...found] : found),
    [chosen, found],
  );
  return (
    <ComboBox
      label={props.label}
      placeholder={props.placeholder}
      emptyText={props.emptyText}
      {...(props.description ? { description: props.description } : {})}
      {...(props.name ? { name: props.name } : {})}
      {...(props.onBlur ? { onBlur: props.onBlur } : {})}
      {...(props.inputRef ? { ref: props.inputRef } : {})}
      isRequired={props.isRequired ?? false}
      isInvalid={props.isInvalid ?? false}
      errorMessage={props.errorMessage}
      items={items}
      defaultInputValue={value?.name ?? ''}
      onInputChange={(next) => {
        // An option's name arriving here is a choice being shown, not a search.
        if (!items.some((item) => item.name === next)) setTyped(next);
        if (next === '' && chosen) {
          setChosen(null);
          onChange(null);
        }
      }}
      selectedKey={chosen?.id ?? null}
      onSelectionChange={(key) => {
        const option = items.find((item) => item.id === key) ?? null;
        if (option?.id === chosen?.id) return;
        setChosen(option);
        onChange(option);
      }}
    >
      {(option) => (
        <ComboBoxItem id={option.id} textValue={option.name}>
          {option.detail ? `${option.name} · ${option.detail}` : option.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
