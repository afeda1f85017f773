export const descriptionListColumns = [1, 2] as const;
export type DescriptionListColumns = (typeof descriptionListColumns)[number];
