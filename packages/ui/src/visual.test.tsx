import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { themeModes } from '../../../.storybook/modes';
import previewAnnotations from '../../../.storybook/preview';

// Every `*.visual.stories.tsx` joins the screenshot matrix without being listed here.
const modules = import.meta.glob<Parameters<typeof composeStories>[0]>(
  './components/**/*.visual.stories.tsx',
  { eager: true },
);

setProjectAnnotations([previewAnnotations]);

/** The part of a composed story this test drives: render with given globals, then play. */
interface RunnableStory {
  run: (context: { canvasElement: HTMLElement; globals: Record<string, string> }) => Promise<void>;
  /** `screenshotViewport`: the story is shot in a window of that size (a phone, say). */
  parameters?: { screenshotViewport?: { width: number; height: number } };
}

/** The browser window of every other story (vitest.config.ts) and the canvas's least width. */
const defaultViewport = { width: 1024, height: 768 };
const defaultCanvasMinWidth = '480px';

/** Media queries answer the window, not the canvas: a phone layout needs a phone-sized window. */
async function useViewport(viewport: { width: number; height: number } | undefined) {
  const size = viewport ?? defaultViewport;
  await page.viewport(size.width, size.height);
  canvas.style.minWidth = viewport ? '0' : defaultCanvasMinWidth;
  canvas.style.width = viewport ? '100%' : '';
}

/**
 * How long the matcher may wait for two equal screenshots in a row: twice Vitest's default. On a
 * 2-core machine under load (a build beside the suite) 5 s missed a static header in a fresh
 * clone's run; the test's own 15 s still bounds a screen that never settles.
 */
const stableScreenshotTimeoutMs = 10_000;

let canvas: HTMLDivElement;
beforeAll(async () => {
  canvas = document.createElement('div');
  canvas.style.display = 'inline-block';
  canvas.style.minWidth = defaultCanvasMinWidth;
  document.body.style.margin = '0';
  document.body.append(canvas);
  // A spinner caught mid-turn would make screenshots flaky: freeze motion for the whole matrix.
  const freeze = document.createElement('style');
  freeze.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; }';
  document.head.append(freeze);
  await document.fonts.ready;
});
afterAll(() => canvas.remove());

async function expectNoAxeViolations(root: HTMLElement) {
  const { violations } = await axe.run(root, { resultTypes: ['violations'] });
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

for (const [path, module] of Object.entries(modules)) {
  const stories = composeStories(module) as unknown as Record<string, RunnableStory>;
  const file = path.replace(/^.*\//, '').replace('.visual.stories.tsx', '');
  describe(file, () => {
    for (const [storyName, Story] of Object.entries(stories)) {
      for (const [modeName, globals] of Object.entries(themeModes)) {
        test(`${storyName} in ${modeName}`, async () => {
          await useViewport(Story.parameters?.screenshotViewport);
          await Story.run({ canvasElement: canvas, globals: { ...globals } });
          await document.fonts.ready;
          await expectNoAxeViolations(canvas);
          // Plain `expect`, not `expect.element`: Vitest 4.1 polls `expect.element(<element>)`
          // (only a locator is asserted once), so a mismatch re-ran the matcher until the test's
          // 15 s timeout instead of failing with its diff. Asserted once, a mismatch fails at once
          // and writes the actual and diff images beside the reference's name.
          await expect(canvas).toMatchScreenshot(
            `${file}-${storyName}-${modeName.replace(' ', '-')}`,
            { timeout: stableScreenshotTimeoutMs },
          );
        });
      }
    }
  });
}
