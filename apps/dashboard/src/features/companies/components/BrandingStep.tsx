import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Heading, Inline, Stack } from '@staydesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../../i18n';
import { type BrandingForm, type BrandingFormInput, brandingFormSchema } from '../api/company-form';
import { BrandingFields } from './BrandingFields';
import { LogoPicker } from './LogoPicker';

/** Wizard step 2: logo, brand colours and website (normalised to https://). */
export function BrandingStep({
  initial,
  initialLogo,
  onBack,
  onNext,
}: {
  initial: BrandingFormInput;
  initialLogo: File | null;
  onBack: () => void;
  onNext: (values: BrandingForm, logo: File | null) => void;
}) {
  const t = useT();
  const [logo, setLogo] = useState<File | null>(initialLogo);
  const form = useForm<BrandingFormInput, unknown, BrandingForm>({
    resolver: zodResolver(brandingFormSchema),
    defaultValues: initial,
  });
  const onSubmit = form.handleSubmit((values) => onNext(values, logo));
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.companies.wizard.steps.branding}>
      <Stack space="medium">
        <Heading level={2}>{t.companies.wizard.steps.branding}</Heading>
        <Stack space="xsmall">
          <Heading level={3}>{t.companies.fields.logo}</Heading>
          <LogoPicker value={logo} onChange={setLogo} />
        </Stack>
        <BrandingFields control={form.control} path={(name) => name} />
        <Inline space="small">
          <Button variant="secondary" onPress={onBack}>
            {t.companies.wizard.back}
          </Button>
          <Button type="submit">{t.companies.wizard.next}</Button>
        </Inline>
      </Stack>
    </form>
  );
}
