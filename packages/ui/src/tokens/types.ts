import type { colorContract, vars } from './contract.css';

/** The contract's shape with a string value at every leaf. */
type Leaves<T> = { [K in keyof T]: T[K] extends string | null ? string : Leaves<T[K]> };

/** Every colour value of one brand in one mode. */
export type ColorTokens = Leaves<typeof colorContract>;

/** The full resolved token set; every brand × mode must `satisfies` it. */
export type BrandTokens = Leaves<typeof vars>;

/** The mode-independent part of a brand (space, radius, type, motion, layout…). */
export type BaseTokens = Omit<BrandTokens, 'color'>;

export const brandNames = ['staydesk', 'harbour'] as const;
export type BrandName = (typeof brandNames)[number];

export const colorModes = ['light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];
