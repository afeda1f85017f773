import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { Stack } from '../../index';
import { UiTestProvider } from '../../test/UiTestProvider';

test('stacks children vertically with the token gap and marks its data-component', async () => {
  const screen = await render(
    <UiTestProvider>
      <Stack space="large" aria-label="stack">
        <div>one</div>
        <div>two</div>
      </Stack>
    </UiTestProvider>,
  );
  const one = screen.getByText('one').element().getBoundingClientRect();
  const two = screen.getByText('two').element().getBoundingClientRect();
  expect(two.top - one.bottom).toBe(24);
  expect(two.left).toBe(one.left);
  await expect
    .element(screen.getByText('one').element().parentElement)
    .toHaveAttribute('data-component', 'Stack');
});
