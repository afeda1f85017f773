import type { Branding } from '@staydesk/domain';
import { Box, Stack } from '@staydesk/ui';
import type {
  Control,
  FieldError,
  FieldPath,
  FieldValues,
  UseFormRegisterReturn,
} from 'react-hook-form';
import { translateMessage, useT } from '../../../i18n';
import { FormTextField } from '../../../lib/form-fields';

export type BrandingFieldName = keyof Branding;

/** Display name, brand colours and website: shared by the wizard's step 2 and the edit form. */
export function BrandingFields<T extends FieldValues, C, O extends FieldValues>({
  control,
  path,
  field,
  errors,
}: {
  control: Control<T, C, O>;
  /** Where a branding field lives in the form (at the root, or under `branding.`). */
  path: (name: BrandingFieldName) => FieldPath<T>;
  /** The colour inputs, which have no design-system primitive yet. */
  field: (name: BrandingFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<BrandingFieldName, FieldError>>;
}) {
  const t = useT();
  const f = t.companies.fields;
  return (
    <Stack space="medium">
      <FormTextField control={control} name={path('displayName')} label={f.displayName} />
      <label>
        {f.primaryColour} *
        <input type="color" {...field('primaryColour')} />
        {translateMessage(t, errors.primaryColour?.message)}
      </label>
      <label>
        {f.secondaryColour} *
        <input type="color" {...field('secondaryColour')} />
        {translateMessage(t, errors.secondaryColour?.message)}
      </label>
      <FormTextField
        control={control}
        name={path('website')}
        label={f.website}
        inputMode="url"
        autoComplete="url"
      />
      <Box>{t.companies.wizard.websiteHint}</Box>
    </Stack>
  );
}
