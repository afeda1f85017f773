import { COMPANY_TYPES } from '@staydesk/domain';
import { Stack } from '@staydesk/ui';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { translateMessage, useT } from '../../../i18n';

export type BasicFieldName = 'name' | 'legalName' | 'registrationNumber' | 'vatNumber' | 'type';

/** Name, legal name, registration and VAT numbers and type: shared by the wizard and edit. */
export function BasicInfoFields({
  field,
  errors,
}: {
  /** Registers one of these fields with the caller's form. */
  field: (name: BasicFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<BasicFieldName, FieldError>>;
}) {
  const t = useT();
  const f = t.companies.fields;
  return (
    <Stack space="medium">
      <label>
        {f.name} *
        <input autoComplete="organization" {...field('name')} />
        {translateMessage(t, errors.name?.message)}
      </label>
      <label>
        {f.legalName}
        <input {...field('legalName')} />
        {translateMessage(t, errors.legalName?.message)}
      </label>
      <label>
        {f.registrationNumber}
        <input {...field('registrationNumber')} />
        {translateMessage(t, errors.registrationNumber?.message)}
      </label>
      <label>
        {f.vatNumber}
        <input {...field('vatNumber')} />
        {translateMessage(t, errors.vatNumber?.message)}
      </label>
      <label>
        {f.type} *
        <select {...field('type')}>
          {COMPANY_TYPES.map((option) => (
            <option key={option.value} value={option.value}>
              {t.companies.types[option.value]}
            </option>
          ))}
        </select>
        {translateMessage(t, errors.type?.message)}
      </label>
    </Stack>
  );
}
