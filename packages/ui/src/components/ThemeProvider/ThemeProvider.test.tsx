import { Dialog, Modal } from 'react-aria-components';
import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider, useBrand } from '../../index';
import { harbourTheme } from '../../tokens/harbourTheme';
import { staydeskTheme } from '../../tokens/staydeskTheme';

function ProductName() {
  return <span>{useBrand().productName}</span>;
}

function backgroundOf(element: Element) {
  return getComputedStyle(element).backgroundColor;
}

test('exposes the brand and sets brand class and colour mode on its root', async () => {
  const screen = await render(
    <ThemeProvider theme={harbourTheme} mode="dark">
      <ProductName />
    </ThemeProvider>,
  );
  const root = screen.container.querySelector('[data-component="ThemeProvider"]');
  expect(root?.getAttribute('data-brand')).toBe('harbour');
  expect(root?.getAttribute('data-color-mode')).toBe('dark');
  expect(root?.classList.contains(harbourTheme.className)).toBe(true);
  await expect.element(screen.getByText('Harbour Stays')).toBeVisible();
});

test('dark mode re-assigns colours; each brand has its own', async () => {
  const screen = await render(
    <>
      <ThemeProvider theme={staydeskTheme} mode="light">
        <span>staydesk light</span>
      </ThemeProvider>
      <ThemeProvider theme={staydeskTheme} mode="dark">
        <span>staydesk dark</span>
      </ThemeProvider>
      <ThemeProvider theme={harbourTheme} mode="light">
        <span>harbour light</span>
      </ThemeProvider>
    </>,
  );
  const roots = [...screen.container.querySelectorAll('[data-component="ThemeProvider"]')];
  const colours = roots.map(backgroundOf);
  expect(new Set(colours).size).toBe(3);
});

test('useBrand outside a ThemeProvider fails loudly', async () => {
  await expect(render(<ProductName />)).rejects.toThrow(
    'useBrand must be used inside a ThemeProvider.',
  );
});

test('overlays portal inside the themed root so they keep its tokens', async () => {
  const screen = await render(
    <ThemeProvider theme={harbourTheme} mode="dark">
      <Modal isOpen>
        <Dialog aria-label="Portalled">inside</Dialog>
      </Modal>
    </ThemeProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Portalled' }).element();
  expect(dialog.closest('[data-part="portal"]')).not.toBeNull();
  expect(dialog.closest('[data-component="ThemeProvider"]')?.getAttribute('data-brand')).toBe(
    'harbour',
  );
});
