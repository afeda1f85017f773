export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const headingTones = ['neutral', 'secondary', 'critical', 'positive'] as const;
export type HeadingTone = (typeof headingTones)[number];
