import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** The ui state of spec §3: a snackbar whose text and type are null until something is shown. */
export type SnackbarType = 'info' | 'success' | 'error';

export interface SnackbarState {
  text: string | null;
  type: SnackbarType | null;
}

interface UiStateValue {
  snackbar: SnackbarState;
  /** Shows a snackbar; empty text and a null type clear it (spec §4). */
  toggleSnackbar: (text: string | null, type: SnackbarType | null) => void;
  clearSnackbar: () => void;
}

const UiStateContext = createContext<UiStateValue | null>(null);

export const initialSnackbar: SnackbarState = { text: null, type: null };

export function UiStateProvider({ children }: { children: ReactNode }) {
  const [snackbar, setSnackbar] = useState<SnackbarState>(initialSnackbar);
  const value = useMemo<UiStateValue>(
    () => ({
      snackbar,
      toggleSnackbar: (text, type) =>
        setSnackbar(text && type ? { text, type } : { text: null, type: null }),
      clearSnackbar: () => setSnackbar(initialSnackbar),
    }),
    [snackbar],
  );
  return <UiStateContext value={value}>{children}</UiStateContext>;
}

export function useUiState(): UiStateValue {
  const value = useContext(UiStateContext);
  if (!value) throw new Error('useUiState needs a UiStateProvider');
  return value;
}
