import { Stack } from '@staydesk/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../../i18n';

export interface ParentOption {
  id: string;
  name: string;
}

/**
 * The optional parent company: a search that narrows the top-level companies offered (the
 * server searches all of them), then a choice among them.
 */
export function ParentPicker({
  field,
  options,
  search,
  onSearch,
}: {
  field: UseFormRegisterReturn;
  options: readonly ParentOption[];
  search: string;
  onSearch: (text: string) => void;
}) {
  const t = useT();
  const f = t.companies.fields;
  return (
    <Stack space="xsmall">
      <label>
        {f.findParent}
        <input type="search" value={search} onChange={(event) => onSearch(event.target.value)} />
      </label>
      <label>
        {f.parent}
        <select {...field}>
          <option value="">{f.noParent}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
    </Stack>
  );
}
