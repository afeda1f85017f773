import { useEffect, useRef } from 'react';
import { useT } from '../i18n';
import { useUiState } from './ui-state';

/**
 * Tells staff when the browser loses its connection, through the snackbar of spec §2/§4: saves
 * made while offline would fail, so they hear it before they try. Back online, the offline
 * notice gives way to a short confirmation; both can be dismissed.
 */
export function useConnectivitySnackbar(): void {
  const t = useT();
  const { toggleSnackbar } = useUiState();
  // The listeners are registered once; they read the latest texts and toggle through refs.
  const latest = useRef({ t, toggleSnackbar });
  latest.current = { t, toggleSnackbar };

  useEffect(() => {
    const offline = () => {
      const { t: texts, toggleSnackbar: toggle } = latest.current;
      toggle(texts.common.offline, 'error');
    };
    const online = () => {
      const { t: texts, toggleSnackbar: toggle } = latest.current;
      toggle(texts.common.backOnline, 'success');
    };
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
}
