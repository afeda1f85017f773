import type { Branding } from '@staydesk/domain';
import { Box, Stack } from '@staydesk/ui';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { translateMessage, useT } from '../../../i18n';

export type BrandingFieldName = keyof Branding;

/** Display name, brand colours and website: shared by the wizard's step 2 and the edit form. */
export function BrandingFields({
  field,
  errors,
}: {
  field: (name: BrandingFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<BrandingFieldName, FieldError>>;
}) {
  const t = useT();
  const f = t.companies.fields;
  return (
    <Stack space="medium">
      <label>
        {f.displayName}
        <input {...field('displayName')} />
        {translateMessage(t, errors.displayName?.message)}
      </label>
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
      <label>
        {f.website}
        <input type="text" inputMode="url" autoComplete="url" {...field('website')} />
        {translateMessage(t, errors.website?.message)}
      </label>
      <Box>{t.companies.wizard.websiteHint}</Box>
    </Stack>
  );
}
