export const modalSizes = ['small', 'standard', 'large'] as const;
export type ModalSize = (typeof modalSizes)[number];
