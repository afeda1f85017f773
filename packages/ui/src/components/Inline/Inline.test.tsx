import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { Inline } from '../../index';
import { UiTestProvider } from '../../test/UiTestProvider';

test('places children side by side with the token gap, on one line when noWrap', async () => {
  const screen = await render(
    <UiTestProvider>
      <div style={{ width: 120 }}>
        <Inline space="xsmall" noWrap>
          <span>alpha</span>
          <span>beta</span>
          <span>gamma</span>
        </Inline>
      </div>
    </UiTestProvider>,
  );
  const alpha = screen.getByText('alpha').element().getBoundingClientRect();
  const beta = screen.getByText('beta').element().getBoundingClientRect();
  const gamma = screen.getByText('gamma').element().getBoundingClientRect();
  expect(beta.left - alpha.right).toBe(8);
  expect(gamma.top).toBe(alpha.top);
});
