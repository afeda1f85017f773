import { companySchema } from '@staydesk/domain';
import { ComboBox, ComboBoxItem } from '@staydesk/ui';
import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../lib/api-client';
import { type Bound, useBoundField } from '../lib/form-fields';
import { SEARCH_DEBOUNCE_MS } from '../lib/list';

const companyOptionSchema = z.pick(companySchema, { id: true, name: true });
type CompanyOption = z.infer<typeof companyOptionSchema>;
const companySearchSchema = z.object({ companies: z.array(companyOptionSchema) });

/** The companies whose name matches the typed text (the server searches all of them). */
function useCompanySearch(text: string) {
  const [applied, setApplied] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setApplied(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const params = new URLSearchParams({ page: '1' });
  if (applied) params.set('search', applied);
  return useSWR(`/api/companies?${params.toString()}`, (url: string) =>
    api.get(url, companySearchSchema),
  );
}

/**
 * A company picker bound to a form's `companyId` (null for none). It searches the server as
 * the user types, so every company can be found, not only those of a first page; the chosen
 * company's name comes from the record (`initialName`) until another is picked.
 */
export function FormCompanyPicker<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  emptyText,
  initialName,
}: Bound<T, C, O> & {
  label: string;
  placeholder: string;
  emptyText: string;
  initialName: string | null;
}) {
  const { field, common } = useBoundField({ control, name });
  const [inputValue, setInputValue] = useState(initialName ?? '');
  const [chosen, setChosen] = useState<CompanyOption | null>(
    typeof field.value === 'string' && initialName !== null
      ? { id: field.value, name: initialName }
      : null,
  );
  const search = useCompanySearch(inputValue === chosen?.name ? '' : inputValue);
  const found = search.data?.companies ?? [];
  const items =
    chosen && !found.some((company) => company.id === chosen.id) ? [chosen, ...found] : found;

  return (
    <ComboBox
      {...common}
      label={label}
      placeholder={placeholder}
      emptyText={emptyText}
      items={items}
      inputValue={inputValue}
      onInputChange={(text) => {
        setInputValue(text);
        // Clearing the text clears the choice.
        if (text === '') {
          setChosen(null);
          field.onChange(null);
        }
      }}
      selectedKey={typeof field.value === 'string' ? field.value : null}
      onSelectionChange={(key) => {
        const company = items.find((item) => item.id === key) ?? null;
        setChosen(company);
        setInputValue(company?.name ?? '');
        field.onChange(company?.id ?? null);
      }}
    >
      {(company) => <ComboBoxItem id={company.id}>{company.name}</ComboBoxItem>}
    </ComboBox>
  );
}
