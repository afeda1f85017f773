export const cardPaddings = ['none', 'small', 'medium', 'large'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export const cardElevations = ['flat', 'raised'] as const;
export type CardElevation = (typeof cardElevations)[number];

export const cardElements = ['div', 'section', 'article', 'aside'] as const;
export type CardElement = (typeof cardElements)[number];
