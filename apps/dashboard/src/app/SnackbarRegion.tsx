import { Snackbar } from '@staydesk/ui';
import { useT } from '../i18n';
import { useUiState } from '../lib/ui-state';

/** The dismissible snackbar of spec §2, driven by the ui state. */
export function SnackbarRegion() {
  const t = useT();
  const { snackbar, clearSnackbar } = useUiState();
  if (!snackbar.text || !snackbar.type) return null;
  return (
    <Snackbar type={snackbar.type} onDismiss={clearSnackbar} dismissLabel={t.common.dismiss}>
      {snackbar.text}
    </Snackbar>
  );
}
