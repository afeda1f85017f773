export const snackbarTypes = ['info', 'success', 'error'] as const;
export type SnackbarType = (typeof snackbarTypes)[number];
