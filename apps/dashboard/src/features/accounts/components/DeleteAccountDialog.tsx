import { Box, Button, Inline, Stack } from '@staydesk/ui';
import { useId } from 'react';
import { format, useT } from '../../../i18n';

/** The delete-account modal of spec §2: confirm before the account is deleted. */
export function DeleteAccountDialog({
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
        <h2 id={titleId}>{t.accounts.deleteTitle}</h2>
        <p>{format(t.accounts.deleteText, { name })}</p>
        <Inline space="small">
          <Button
            variant="critical"
            isPending={isPending}
            pendingLabel={t.common.loading}
            onPress={onConfirm}
          >
            {t.accounts.confirmDelete}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {t.accounts.cancel}
          </Button>
        </Inline>
      </Stack>
    </Box>
  );
}
