import { assignVars, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import type { BaseTokens, ColorTokens } from './types';

/**
 * One class per brand: base + light values, and a dark selector that re-assigns only the colour
 * sub-contract, so component CSS never branches on mode. Call only from a `.css.ts` file.
 */
export function createBrandTheme(
  base: BaseTokens,
  light: ColorTokens,
  dark: ColorTokens,
  debugId: string,
): string {
  return style(
    {
      vars: assignVars(vars, { ...base, color: light }),
      colorScheme: 'light',
      color: vars.color.fg.neutral,
      backgroundColor: vars.color.bg.body,
      fontFamily: vars.font.family.body,
      fontSize: vars.text.standard.size,
      lineHeight: vars.text.standard.lineHeight,
      selectors: {
        '&[data-color-mode="dark"]': {
          vars: assignVars(vars.color, dark),
          colorScheme: 'dark',
        },
      },
    },
    debugId,
  );
}
