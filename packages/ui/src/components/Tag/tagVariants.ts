export const tagTones = [
  'neutral',
  'info',
  'positive',
  'caution',
  'critical',
  'brandAccent',
] as const;
export type TagTone = (typeof tagTones)[number];
