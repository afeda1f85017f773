export const badgeTones = [
  'neutral',
  'info',
  'positive',
  'caution',
  'critical',
  'brandAccent',
] as const;
export type BadgeTone = (typeof badgeTones)[number];

export const badgeSizes = ['small', 'standard'] as const;
export type BadgeSize = (typeof badgeSizes)[number];
