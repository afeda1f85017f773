import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { ThemeProvider } from '../components/ThemeProvider/ThemeProvider';
import { harbourTheme } from '../tokens/harbourTheme';
import { staydeskTheme } from '../tokens/staydeskTheme';
import type { BrandName, ColorMode } from '../tokens/types';

const themes = { staydesk: staydeskTheme, harbour: harbourTheme } as const;

export interface UiTestProviderProps {
  brand?: BrandName;
  mode?: ColorMode;
  /** Receives every client-side navigation of RAC links, instead of a real router. */
  navigate?: (href: string) => void;
  children?: ReactNode;
}

/** Wraps a component under test in a brand theme, a colour mode and a router stub. */
export function UiTestProvider({
  brand = 'staydesk',
  mode = 'light',
  navigate = () => {},
  children,
}: UiTestProviderProps) {
  return (
    <RouterProvider navigate={navigate}>
      <ThemeProvider theme={themes[brand]} mode={mode}>
        {children}
      </ThemeProvider>
    </RouterProvider>
  );
}
