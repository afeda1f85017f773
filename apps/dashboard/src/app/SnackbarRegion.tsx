import { Box, Button, Inline } from '@staydesk/ui';
import { useT } from '../i18n';
import { useUiState } from '../lib/ui-state';

/** The dismissible snackbar of spec §2, driven by the ui state. */
export function SnackbarRegion() {
  const t = useT();
  const { snackbar, clearSnackbar } = useUiState();
  if (!snackbar.text || !snackbar.type) return null;
  return (
    <Inline space="small" data-snackbar-type={snackbar.type}>
      <Box as="span" role={snackbar.type === 'error' ? 'alert' : 'status'}>
        {snackbar.text}
      </Box>
      <Button variant="secondary" size="small" onPress={clearSnackbar}>
        {t.common.dismiss}
      </Button>
    </Inline>
  );
}
