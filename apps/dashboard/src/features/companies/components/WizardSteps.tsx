import { Box, Inline } from '@staydesk/ui';
import { format, useT } from '../../../i18n';

export const WIZARD_STEPS = ['basic', 'branding', 'confirm'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The three steps of the company-branding wizard (spec §2), the current one marked. */
export function WizardSteps({ current }: { current: WizardStep }) {
  const t = useT();
  const index = WIZARD_STEPS.indexOf(current);
  return (
    <Box as="nav" aria-label={t.companies.wizard.stepsLabel}>
      <Inline as="ol" space="medium">
        {WIZARD_STEPS.map((step, position) => (
          <Box
            as="li"
            key={step}
            aria-current={step === current ? 'step' : undefined}
            data-state={position < index ? 'done' : step === current ? 'current' : 'todo'}
          >
            {position + 1}. {t.companies.wizard.steps[step]}
          </Box>
        ))}
      </Inline>
      <Box>
        {format(t.companies.wizard.stepOf, { step: index + 1, count: WIZARD_STEPS.length })}
      </Box>
    </Box>
  );
}
