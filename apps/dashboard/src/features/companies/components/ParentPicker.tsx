import { Select, SelectItem, Stack, TextField } from '@staydesk/ui';
import { type Control, Controller } from 'react-hook-form';
import type { BasicInfoForm } from '../api/company-form';
import { useCompanyRecordTexts } from '../record-messages';

export interface ParentOption {
  id: string;
  name: string;
}

/** The choice meaning a top-level company; never a company id (those are uuids). */
const noParentKey = 'none';

/**
 * The optional parent company: a search that narrows the top-level companies offered (the
 * server searches all of them), then a choice among them.
 */
export function ParentPicker({
  control,
  options,
  search,
  onSearch,
}: {
  control: Control<BasicInfoForm>;
  options: readonly ParentOption[];
  search: string;
  onSearch: (text: string) => void;
}) {
  const t = useCompanyRecordTexts();
  const f = t.companyRecord.fields;
  return (
    <Stack space="xsmall">
      <TextField type="search" label={f.findParent} value={search} onChange={onSearch} />
      <Controller
        control={control}
        name="parentId"
        render={({ field }) => (
          <Select
            label={f.parent}
            name={field.name}
            selectedKey={field.value === '' ? noParentKey : field.value}
            onSelectionChange={(key) =>
              field.onChange(key === null || key === noParentKey ? '' : String(key))
            }
            onBlur={field.onBlur}
            ref={field.ref}
          >
            <SelectItem id={noParentKey}>{f.noParent}</SelectItem>
            {options.map((option) => (
              <SelectItem key={option.id} id={option.id}>
                {option.name}
              </SelectItem>
            ))}
          </Select>
        )}
      />
    </Stack>
  );
}
