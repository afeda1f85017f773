import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { Box } from '../../index';
import { UiTestProvider } from '../../test/UiTestProvider';

test('turns sprinkle props into token styles and passes DOM props through', async () => {
  const screen = await render(
    <UiTestProvider>
      <Box as="nav" aria-label="Main" paddingX="large" paddingY="small" data-part="probe" id="n">
        content
      </Box>
    </UiTestProvider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await expect.element(nav).toHaveAttribute('data-part', 'probe');
  await expect.element(nav).toHaveAttribute('id', 'n');
  await expect.element(nav).not.toHaveAttribute('paddingX');
  const style = getComputedStyle(nav.element());
  expect([style.paddingLeft, style.paddingRight, style.paddingTop]).toEqual([
    '24px',
    '24px',
    '12px',
  ]);
});

test('applies responsive values per breakpoint', async () => {
  const screen = await render(
    <UiTestProvider>
      <Box padding={['small', 'xlarge']}>content</Box>
    </UiTestProvider>,
  );
  // The test viewport is 1024px wide, above the tablet breakpoint.
  expect(getComputedStyle(screen.getByText('content').element()).paddingTop).toBe('32px');
});

test('lists laid out by Box lose their bullets and indent, but keep sprinkle padding', async () => {
  const screen = await render(
    <UiTestProvider>
      <Box as="ul" aria-label="Links">
        <Box as="li">one</Box>
      </Box>
      <Box as="ol" aria-label="Padded" paddingX="large">
        <Box as="li">two</Box>
      </Box>
    </UiTestProvider>,
  );
  const list = getComputedStyle(screen.getByRole('list', { name: 'Links' }).element());
  expect([list.listStyleType, list.paddingLeft]).toEqual(['none', '0px']);
  const padded = getComputedStyle(screen.getByRole('list', { name: 'Padded' }).element());
  expect(padded.paddingLeft).toBe('24px');
});
