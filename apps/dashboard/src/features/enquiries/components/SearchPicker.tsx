import { ComboBox, ComboBoxItem } from '@staydesk/ui';
import { type Ref, useState } from 'react';
import { type OptionSource, type PickOption, useOptions } from '../api/options';
import { useDebounced } from './useDebounced';

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
  const [text, setText] = useState(value?.name ?? '');
  const search = useDebounced(text === value?.name ? '' : text.trim());
  const found = useOptions(source, search);
  const items = value && !found.some((item) => item.id === value.id) ? [value, ...found] : found;
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
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (next === '' && value) onChange(null);
      }}
      selectedKey={value?.id ?? null}
      onSelectionChange={(key) => {
        const option = items.find((item) => item.id === key) ?? null;
        setText(option?.name ?? '');
        if (option?.id !== value?.id) onChange(option);
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
