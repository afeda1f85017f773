import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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
}

let canvas: HTMLDivElement;
beforeAll(async () => {
  canvas = document.createElement('div');
  canvas.style.display = 'inline-block';
  canvas.style.minWidth = '480px';
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
          await Story.run({ canvasElement: canvas, globals: { ...globals } });
          await document.fonts.ready;
          await expectNoAxeViolations(canvas);
          await expect
            .element(canvas)
            .toMatchScreenshot(`${file}-${storyName}-${modeName.replace(' ', '-')}`);
        });
      }
    }
  });
}
