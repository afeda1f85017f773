import '../../css/font';
import '../../css/global.css';
import { createContext, type ReactNode, use, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import type { BrandTheme } from '../../tokens/brandTheme';
import type { ColorMode } from '../../tokens/types';

const BrandContext = createContext<BrandTheme | null>(null);

export interface ThemeProviderProps {
  /** A brand theme from `@staydesk/ui/themes/<brand>`. */
  theme: BrandTheme;
  mode?: ColorMode;
  children?: ReactNode;
}

/**
 * Applies a brand class and `data-color-mode` to a root element. Overlays (modals, popovers,
 * toasts) portal into a container inside that root, so they keep the brand's tokens.
 *
 * Hooks: `[data-component="ThemeProvider"]`, `[data-brand]`, `[data-color-mode]`,
 * `[data-part="portal"]`.
 */
export function ThemeProvider({ theme, mode = 'light', children }: ThemeProviderProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  return (
    <BrandContext value={theme}>
      <div
        className={theme.className}
        data-component="ThemeProvider"
        data-brand={theme.name}
        data-color-mode={mode}
      >
        <UNSAFE_PortalProvider getContainer={() => portalContainer}>
          {children}
        </UNSAFE_PortalProvider>
        <div ref={setPortalContainer} data-part="portal" />
      </div>
    </BrandContext>
  );
}

/** The current brand's name, product name, phone number and logo. */
export function useBrand(): BrandTheme {
  const brand = use(BrandContext);
  if (brand === null) throw new Error('useBrand must be used inside a ThemeProvider.');
  return brand;
}
