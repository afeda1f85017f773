export const linkTones = ['link', 'neutral', 'secondary'] as const;
export type LinkTone = (typeof linkTones)[number];

export const linkWeights = ['regular', 'strong'] as const;
export type LinkWeight = (typeof linkWeights)[number];
