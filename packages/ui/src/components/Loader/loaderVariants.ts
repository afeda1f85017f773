export const loaderSizes = ['small', 'standard', 'large'] as const;
export type LoaderSize = (typeof loaderSizes)[number];
