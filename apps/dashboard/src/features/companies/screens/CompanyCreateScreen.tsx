import { Box, Loader, PageHeader, Stack } from '@staydesk/ui';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../../config/paths';
import { useCompanies } from '../api/companies';
import {
  type BasicInfoForm,
  type BrandingForm,
  blankBasicInfo,
  companyCreateFields,
  defaultBranding,
} from '../api/company-form';
import { useCreateCompany } from '../api/company-mutations';
import { BasicInfoStep } from '../components/BasicInfoStep';
import { BrandingStep, ConfirmStep, preloadLaterSteps } from '../components/lazySteps';
import { type WizardStep, WizardSteps } from '../components/WizardSteps';
import { useCompanyRecordTexts } from '../record-messages';

/**
 * /dashboard/companies/create: the three-step company-branding wizard (spec §2). The steps
 * keep their values when going back; one multipart POST happens on the confirmation screen.
 */
export function CompanyCreateScreen() {
  const t = useCompanyRecordTexts();
  const navigate = useNavigate();
  const create = useCreateCompany();
  const [step, setStep] = useState<WizardStep>('basic');
  const [basic, setBasic] = useState<BasicInfoForm>(blankBasicInfo);
  const [branding, setBranding] = useState<BrandingForm>(defaultBranding);
  const [logo, setLogo] = useState<File | null>(null);
  const [parentSearch, setParentSearch] = useState('');
  const parents = useCompanies({ page: 1, search: parentSearch.trim(), scope: 'top' });
  const parentOptions = parents.data?.companies ?? [];
  // Kept from step 1: the chosen parent may drop out of the options when the search changes.
  const [parentName, setParentName] = useState<string | null>(null);
  useEffect(preloadLaterSteps, []);

  const onCreate = async () => {
    try {
      const response = await create.trigger({
        fields: companyCreateFields(basic, branding),
        logo,
      });
      void navigate(href('companyDetail', { companyId: response.data.id }));
    } catch {
      // The mutation helper has toasted the server's message; the wizard keeps its values.
    }
  };

  return (
    <Box as="section">
      <Stack space="large">
        <PageHeader title={t.companyRecord.wizard.title} />
        <WizardSteps current={step} />
        {step === 'basic' ? (
          <BasicInfoStep
            initial={basic}
            parentOptions={parentOptions}
            parentSearch={parentSearch}
            onParentSearch={setParentSearch}
            onNext={(values) => {
              setBasic(values);
              setParentName(
                parentOptions.find((company) => company.id === values.parentId)?.name ?? null,
              );
              setStep('branding');
            }}
          />
        ) : null}
        <Suspense fallback={<Loader label={t.common.loading} />}>
          {step === 'branding' ? (
            <BrandingStep
              initial={branding}
              initialLogo={logo}
              onBack={() => setStep('basic')}
              onNext={(values, chosen) => {
                setBranding(values);
                setLogo(chosen);
                setStep('confirm');
              }}
            />
          ) : null}
          {step === 'confirm' ? (
            <ConfirmStep
              company={{
                ...basic,
                parentName,
                branding,
              }}
              logo={logo}
              isPending={create.isPending}
              onBack={() => setStep('branding')}
              onCreate={() => void onCreate()}
            />
          ) : null}
        </Suspense>
      </Stack>
    </Box>
  );
}
