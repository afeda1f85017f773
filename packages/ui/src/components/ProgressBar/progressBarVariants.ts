export const progressBarTones = ['brandAccent', 'positive', 'caution', 'critical'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];
