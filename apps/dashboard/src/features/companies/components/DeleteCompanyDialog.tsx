import { Box, Button, Inline, Stack } from '@staydesk/ui';
import { useId } from 'react';
import { format, useT } from '../../../i18n';

/** Confirms a company's deletion before it is sent. */
export function DeleteCompanyDialog({
  name,
  isPending,
  onConfirm,
  onClose,
}: {
  name: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <Box role="alertdialog" aria-modal="true" aria-labelledby={titleId} padding="large">
      <Stack space="medium">
        <h2 id={titleId}>{t.companies.detail.deleteTitle}</h2>
        <p>{format(t.companies.detail.deleteText, { name })}</p>
        <Inline space="small">
          <Button
            variant="critical"
            isPending={isPending}
            pendingLabel={t.common.loading}
            onPress={onConfirm}
          >
            {t.companies.detail.confirmDelete}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {t.companies.detail.cancel}
          </Button>
        </Inline>
      </Stack>
    </Box>
  );
}
