import { Stepper } from '@staydesk/ui';
import { useCompanyRecordTexts } from '../record-messages';

export const WIZARD_STEPS = ['basic', 'branding', 'confirm'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The three steps of the company-branding wizard (spec §2), the current one marked. */
export function WizardSteps({ current }: { current: WizardStep }) {
  const t = useCompanyRecordTexts();
  return (
    <Stepper
      aria-label={t.companyRecord.wizard.stepsLabel}
      steps={WIZARD_STEPS.map((step) => ({ id: step, label: t.companyRecord.wizard.steps[step] }))}
      currentStepId={current}
    />
  );
}
