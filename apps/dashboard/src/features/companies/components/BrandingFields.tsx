import type { Branding } from '@staydesk/domain';
import { FormRow, Stack } from '@staydesk/ui';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormColorField } from '../../../lib/form-color-field';
import { FormTextField } from '../../../lib/form-fields';
import { useCompanyRecordTexts } from '../record-messages';

export type BrandingFieldName = keyof Branding;

/** Display name, brand colours and website: shared by the wizard's step 2 and the edit form. */
export function BrandingFields<T extends FieldValues, C, O extends FieldValues>({
  control,
  path,
}: {
  control: Control<T, C, O>;
  /** Where a branding field lives in the form (at the root, or under `branding.`). */
  path: (name: BrandingFieldName) => FieldPath<T>;
}) {
  const t = useCompanyRecordTexts();
  const f = t.companyRecord.fields;
  return (
    <Stack space="medium">
      <FormTextField control={control} name={path('displayName')} label={f.displayName} />
      <FormRow>
        <FormColorField
          control={control}
          name={path('primaryColour')}
          label={f.primaryColour}
          isRequired
        />
        <FormColorField
          control={control}
          name={path('secondaryColour')}
          label={f.secondaryColour}
          isRequired
        />
      </FormRow>
      <FormTextField
        control={control}
        name={path('website')}
        label={f.website}
        inputMode="url"
        autoComplete="url"
        description={t.companyRecord.wizard.websiteHint}
      />
    </Stack>
  );
}
