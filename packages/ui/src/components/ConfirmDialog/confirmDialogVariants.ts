export const confirmDialogTones = ['neutral', 'critical'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];
