import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { Grid } from '../../index';
import { UiTestProvider } from '../../test/UiTestProvider';

test('lays out equal columns, choosing the column count per breakpoint', async () => {
  const screen = await render(
    <UiTestProvider>
      <div style={{ width: 400 }}>
        <Grid columns={[1, 4, 2]} space="medium">
          <div>a</div>
          <div>b</div>
          <div>c</div>
        </Grid>
      </div>
    </UiTestProvider>,
  );
  // 1024px viewport = desktop: two columns of (400 - 16) / 2.
  const a = screen.getByText('a').element().getBoundingClientRect();
  const b = screen.getByText('b').element().getBoundingClientRect();
  const c = screen.getByText('c').element().getBoundingClientRect();
  expect(b.top).toBe(a.top);
  expect(a.width).toBe(192);
  expect(c.left).toBe(a.left);
  expect(c.top).toBeGreaterThan(a.top);
});
