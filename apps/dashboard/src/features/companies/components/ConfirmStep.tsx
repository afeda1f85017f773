import { Button, FormActions, FormLayout, Stack, Text } from '@staydesk/ui';
import { useT } from '../../../i18n';
import { CompanySummary, type CompanySummaryValues } from './CompanySummary';

/** Wizard step 3: the confirmation screen; nothing is stored until Create is pressed. */
export function ConfirmStep({
  company,
  isPending,
  onBack,
  onCreate,
}: {
  company: CompanySummaryValues;
  isPending: boolean;
  onBack: () => void;
  onCreate: () => void;
}) {
  const t = useT();
  return (
    <Stack as="section" space="medium" aria-label={t.companies.wizard.steps.confirm}>
      <FormLayout>
        <Text>{t.companies.wizard.confirmText}</Text>
        <CompanySummary company={company} />
        <FormActions
          secondary={
            <Button variant="secondary" onPress={onBack} isDisabled={isPending}>
              {t.companies.wizard.back}
            </Button>
          }
          primary={
            <Button onPress={onCreate} isPending={isPending} pendingLabel={t.common.loading}>
              {t.companies.wizard.create}
            </Button>
          }
        />
      </FormLayout>
    </Stack>
  );
}
