import { Select, SelectItem } from '@staydesk/ui';
import { useSearchParams } from 'react-router';
import type { PickOption } from '../../../lib/options';

const ANY = 'any-value';

/** The display names of the chosen company and agent ride in the address beside their ids. */
export const NAME_PARAMS = { companyId: 'companyName', agentId: 'agentName' } as const;
export type NamedFilter = keyof typeof NAME_PARAMS;

/** Writes several filter params at once (one history entry), back to page 1. */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const set = (change: Record<string, string | undefined>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(change)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      next.delete('page');
      return next;
    });
  return {
    set,
    pick: (name: NamedFilter) => (option: PickOption | null) =>
      set({ [name]: option?.id, [NAME_PARAMS[name]]: option?.name }),
    chosen: (name: NamedFilter, id: string | undefined): PickOption | null =>
      id ? { id, name: params.get(NAME_PARAMS[name]) ?? '' } : null,
  };
}

export type FilterParams = ReturnType<typeof useFilterParams>;

export function SelectFilter({
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string | undefined;
  options: readonly { id: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Select
      label={label}
      items={[{ id: ANY, label: anyLabel }, ...options]}
      selectedKey={value ?? ANY}
      onSelectionChange={(key) => onChange(key === ANY || key === null ? undefined : String(key))}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}
