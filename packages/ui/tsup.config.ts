import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    css: 'src/entries/css.ts',
    test: 'src/entries/test.ts',
    'themes/staydesk': 'src/entries/themes/staydesk.ts',
    'themes/harbour': 'src/entries/themes/harbour.ts',
  },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: true,
  sourcemap: true,
  clean: true,
  // One shared chunk per module keeps a brand's theme out of the other brand's entry.
  splitting: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // The bundled Inter font files are copied next to the emitted CSS that references them.
  loader: { '.woff2': 'file' },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
