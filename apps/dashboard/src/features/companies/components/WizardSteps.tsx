import { Stepper } from '@staydesk/ui';
import { useCompaniesTexts } from '../messages';

export const WIZARD_STEPS = ['basic', 'branding', 'confirm'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The three steps of the company-branding wizard (spec §2), the current one marked. */
export function WizardSteps({ current }: { current: WizardStep }) {
  const t = useCompaniesTexts();
  return (
    <Stepper
      aria-label={t.companies.wizard.stepsLabel}
      steps={WIZARD_STEPS.map((step) => ({ id: step, label: t.companies.wizard.steps[step] }))}
      currentStepId={current}
    />
  );
}
