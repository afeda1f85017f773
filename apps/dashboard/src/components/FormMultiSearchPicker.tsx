import { Button, Inline, Stack, Tag, Text } from '@staydesk/ui';
import { type ReactNode, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import type { OptionSource, PickOption } from '../lib/options';
import { SearchPicker } from './SearchPicker';

function isPick(value: unknown): value is PickOption {
  return typeof value === 'object' && value !== null && 'id' in value && 'name' in value;
}

/**
 * Several records picked one after another, bound to a form field holding `{ id, name }[]`:
 * find one (the picker empties for the next), each added record is a removable tag. `action`
 * puts a button beside the picker (create a record quickly) that adds what it made.
 */
export function FormMultiSearchPicker<T extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  emptyText,
  source,
  listLabel,
  noneText,
  removeLabel,
  action,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  placeholder: string;
  emptyText: string;
  source: OptionSource;
  /** The accessible name of the list of added records. */
  listLabel: string;
  /** Shown while none is added. */
  noneText: string;
  /** The remove button's accessible name for one record ('Remove Ann Lee'). */
  removeLabel: (name: string) => string;
  action?: (add: (option: PickOption) => void) => ReactNode;
}) {
  const { field } = useController({ control, name });
  const picked: PickOption[] = Array.isArray(field.value) ? field.value.filter(isPick) : [];
  const [pickerKey, setPickerKey] = useState(0);
  const add = (option: PickOption) => {
    if (!picked.some((existing) => existing.id === option.id)) {
      field.onChange([...picked, { id: option.id, name: option.name }]);
    }
    setPickerKey((key) => key + 1);
  };
  return (
    <Stack space="small">
      <Inline space="small" alignY="flex-end">
        <SearchPicker
          key={pickerKey}
          label={label}
          placeholder={placeholder}
          emptyText={emptyText}
          value={null}
          onChange={(option) => {
            if (option) add(option);
          }}
          source={source}
        />
        {action?.(add)}
      </Inline>
      {picked.length === 0 ? (
        <Text tone="secondary" size="small">
          {noneText}
        </Text>
      ) : (
        <Inline space="xsmall" as="ul" aria-label={listLabel}>
          {picked.map((option) => (
            <Inline key={option.id} space="xxsmall" as="li">
              <Tag>{option.name}</Tag>
              <Button
                size="small"
                variant="ghost"
                aria-label={removeLabel(option.name)}
                onPress={() => field.onChange(picked.filter((other) => other.id !== option.id))}
              >
                ×
              </Button>
            </Inline>
          ))}
        </Inline>
      )}
    </Stack>
  );
}
