import { type BrandName, brandNames, type ColorMode, colorModes } from '../packages/ui/src/index';

export interface ThemeGlobals {
  brand: BrandName;
  mode: ColorMode;
}

/** Every brand × mode pair, named `<brand> <mode>`: Chromatic modes and the visual test share it. */
export const themeModes: Record<string, ThemeGlobals> = Object.fromEntries(
  brandNames.flatMap((brand) => colorModes.map((mode) => [`${brand} ${mode}`, { brand, mode }])),
);
