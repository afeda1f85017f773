import { COMPANY_TYPES } from '@staydesk/domain';
import { FormRow, Stack } from '@staydesk/ui';
import type { Control, FieldPath } from 'react-hook-form';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../lib/form-fields';
import { useCompanyRecordTexts } from '../record-messages';

export type BasicFieldName = 'name' | 'legalName' | 'registrationNumber' | 'vatNumber' | 'type';
type BasicShape = Record<BasicFieldName, string>;

/** Name, legal name, registration and VAT numbers and type: shared by the wizard and edit. */
export function BasicInfoFields<T extends BasicShape>({ control }: { control: Control<T> }) {
  const t = useCompanyRecordTexts();
  const f = t.companyRecord.fields;
  // These five names exist on every form that satisfies BasicShape.
  const path = (name: BasicFieldName) => name as FieldPath<T>;
  return (
    <Stack space="medium">
      <FormTextField
        control={control}
        name={path('name')}
        label={f.name}
        isRequired
        autoComplete="organization"
      />
      <FormTextField control={control} name={path('legalName')} label={f.legalName} />
      <FormRow>
        <FormTextField
          control={control}
          name={path('registrationNumber')}
          label={f.registrationNumber}
        />
        <FormTextField control={control} name={path('vatNumber')} label={f.vatNumber} />
      </FormRow>
      <FormSelectField
        label={f.type}
        isRequired
        control={control}
        name={path('type')}
        options={COMPANY_TYPES.map((option) => ({
          value: option.value,
          label: t.common.companyTypes[option.value],
        }))}
      />
    </Stack>
  );
}
