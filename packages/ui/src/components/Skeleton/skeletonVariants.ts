export const skeletonShapes = ['text', 'circle', 'block'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export const skeletonWidths = ['full', 'threeQuarters', 'half', 'quarter'] as const;
export type SkeletonWidth = (typeof skeletonWidths)[number];

export const skeletonSizes = ['small', 'standard'] as const;
export type SkeletonSize = (typeof skeletonSizes)[number];
