import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM, chromiumArgs } from '../../scripts/chromium.mjs';

const storybookDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

/** A fresh object per project: a shared `browser` config makes Vitest rename the projects. */
function chromium() {
  return {
    enabled: true,
    headless: true,
    // Debian's full `chromium`, not the headless shell the end-to-end tests use: the visual
    // references were drawn by it, and the shell draws text a few pixels apart (and was no faster
    // for these tests).
    provider: playwright({
      launchOptions: { executablePath: CHROMIUM, args: chromiumArgs },
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 1024, height: 768 },
  };
}

/**
 * Both projects run their files one after another in a shared page (`isolate: false`): a fresh
 * iframe per file spent most of the run loading Storybook's annotations, React and the design
 * system again (4.8 to 2.3 minutes on a 2-core machine). Every
 * test still renders into a container of its own, cleaned before the next (src/test/setup.ts).
 */
export default defineConfig({
  // No `source` condition: see .storybook/main.ts (third-party `source` exports break resolution).
  test: {
    projects: [
      {
        extends: true,
        // Storybook's own Vite config (main.ts viteFinal) brings vanilla-extract and React.
        plugins: [storybookTest({ configDir: storybookDir })],
        // Visual matrices run in the `visual` project, in all four brand × mode combinations.
        test: {
          name: 'storybook',
          exclude: ['**/*.visual.stories.tsx'],
          setupFiles: [fileURLToPath(new URL('src/test/storybook-setup.ts', import.meta.url))],
          browser: chromium(),
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [vanillaExtractPlugin(), react()],
        // Pre-bundled up front: a dependency found mid-run reloads the browser and fails the file.
        optimizeDeps: { include: ['react-dom/client', 'vitest-browser-react', 'axe-core'] },
        test: {
          name: 'visual',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          browser: chromium(),
          isolate: false,
        },
      },
    ],
  },
});
