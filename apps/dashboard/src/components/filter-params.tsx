import { Select, SelectItem } from '@staydesk/ui';
import { useSearchParams } from 'react-router';
import type { PickOption } from '../lib/options';

const ANY = 'any-value';

/**
 * A list's filter writer for its toolbar: several params at once (one history entry), back to
 * page 1. `names` maps each record filter (`companyId`) to the param holding the chosen record's
 * display name (`companyName`), so a picker shows the choice again from the address alone.
 */
export function useFilterParams<N extends string>(names: Readonly<Record<N, string>>) {
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
    pick: (name: N) => (option: PickOption | null) =>
      set({ [name]: option?.id, [names[name]]: option?.name }),
    chosen: (name: N, id: string | undefined): PickOption | null =>
      id ? { id, name: params.get(names[name]) ?? '' } : null,
  };
}

export type FilterParams<N extends string> = ReturnType<typeof useFilterParams<N>>;

/** A toolbar Select filter with an 'any' choice first (undefined when chosen). */
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
