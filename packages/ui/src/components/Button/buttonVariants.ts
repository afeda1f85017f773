export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'standard', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];
