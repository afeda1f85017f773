import { Button, FormActions, FormLayout, FormSection } from '@staydesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/form-resolver';
import { type BrandingForm, type BrandingFormInput, brandingFormSchema } from '../api/company-form';
import { useCompanyRecordTexts } from '../record-messages';
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
  const t = useCompanyRecordTexts();
  const [logo, setLogo] = useState<File | null>(initialLogo);
  const form = useForm<BrandingFormInput, unknown, BrandingForm>({
    resolver: zodResolver(brandingFormSchema),
    defaultValues: initial,
  });
  const onSubmit = form.handleSubmit((values) => onNext(values, logo));
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.companyRecord.wizard.steps.branding}>
      <FormLayout>
        <FormSection title={t.companyRecord.fields.logo}>
          <LogoPicker value={logo} onChange={setLogo} />
        </FormSection>
        <FormSection title={t.companyRecord.wizard.steps.branding}>
          <BrandingFields control={form.control} path={(name) => name} />
        </FormSection>
        <FormActions
          secondary={
            <Button variant="secondary" onPress={onBack}>
              {t.companyRecord.wizard.back}
            </Button>
          }
          primary={<Button type="submit">{t.companyRecord.wizard.next}</Button>}
        />
      </FormLayout>
    </form>
  );
}
