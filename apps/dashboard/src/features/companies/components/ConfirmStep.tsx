import { Button, FormActions, FormLayout, Stack, Text } from '@staydesk/ui';
import { useCompanyRecordTexts } from '../record-messages';
import { CompanySummary, type CompanySummaryValues } from './CompanySummary';
// The branding step (which holds the picker) has loaded by the time this step shows.
import { useObjectUrl } from './LogoPicker';

/** Wizard step 3: the confirmation screen; nothing is stored until Create is pressed. */
export function ConfirmStep({
  company,
  logo,
  isPending,
  onBack,
  onCreate,
}: {
  company: Omit<CompanySummaryValues, 'logoUrl'>;
  /** The chosen logo, shown from the file until it is uploaded with Create. */
  logo: File | null;
  isPending: boolean;
  onBack: () => void;
  onCreate: () => void;
}) {
  const t = useCompanyRecordTexts();
  const logoUrl = useObjectUrl(logo);
  return (
    <Stack as="section" space="medium" aria-label={t.companyRecord.wizard.steps.confirm}>
      <FormLayout>
        <Text>{t.companyRecord.wizard.confirmText}</Text>
        <CompanySummary company={{ ...company, logoUrl }} />
        <FormActions
          secondary={
            <Button variant="secondary" onPress={onBack} isDisabled={isPending}>
              {t.companyRecord.wizard.back}
            </Button>
          }
          primary={
            <Button onPress={onCreate} isPending={isPending} pendingLabel={t.common.loading}>
              {t.companyRecord.wizard.create}
            </Button>
          }
        />
      </FormLayout>
    </Stack>
  );
}
