export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;
export type TextSize = (typeof textSizes)[number];

export const textTones = ['neutral', 'secondary', 'critical', 'positive'] as const;
export type TextTone = (typeof textTones)[number];

export const textWeights = ['regular', 'medium', 'strong'] as const;
export type TextWeight = (typeof textWeights)[number];

export const textElements = ['p', 'span', 'div'] as const;
export type TextElement = (typeof textElements)[number];
