import type { Decorator, Preview } from '@storybook/react-vite';
import { harbourTheme } from '../packages/ui/src/entries/themes/harbour';
import { staydeskTheme } from '../packages/ui/src/entries/themes/staydesk';
import {
  Box,
  type BrandName,
  type BrandTheme,
  brandNames,
  type ColorMode,
  colorModes,
  ThemeProvider,
} from '../packages/ui/src/index';
import { themeModes } from './modes';

const themes: Record<BrandName, BrandTheme> = { staydesk: staydeskTheme, harbour: harbourTheme };

function isBrand(value: unknown): value is BrandName {
  return brandNames.some((name) => name === value);
}
function isMode(value: unknown): value is ColorMode {
  return colorModes.some((mode) => mode === value);
}

/**
 * Applies the toolbar's brand and mode. Storybook's own layout stays `fullscreen` so the theme root
 * paints the whole canvas; stories that need no inset (app layouts) set `parameters.bleed`.
 */
const withTheme: Decorator = (Story, { globals, parameters }) => {
  const brand = isBrand(globals.brand) ? globals.brand : 'staydesk';
  const mode = isMode(globals.mode) ? globals.mode : 'light';
  return (
    <ThemeProvider theme={themes[brand]} mode={mode}>
      <Box padding={parameters.bleed === true ? 'none' : 'medium'}>
        <Story />
      </Box>
    </ThemeProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    brand: {
      description: 'Co-brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandNames.map((name) => ({ value: name, title: themes[name].productName })),
        dynamicTitle: true,
      },
    },
    mode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Mode',
        icon: 'contrast',
        items: colorModes.map((mode) => ({ value: mode, title: mode })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'staydesk', mode: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story's test.
    a11y: { test: 'error' },
    chromatic: { modes: themeModes },
  },
};

export default preview;
