import { Radio, RadioGroup } from '@staydesk/ui';

/** A choice among a few fixed options, as radios (one tab stop, arrows move and select). */
export function ChoiceField<V extends string>({
  label,
  description,
  value,
  options,
  onChange,
}: {
  label: string;
  description?: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <RadioGroup
      label={label}
      description={description}
      orientation="horizontal"
      value={value}
      onChange={(key) => {
        const found = options.find((option) => option.value === key);
        if (found) onChange(found.value);
      }}
    >
      {options.map((option) => (
        <Radio key={option.value} value={option.value}>
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}
