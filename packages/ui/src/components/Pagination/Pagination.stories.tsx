import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Pagination, type PaginationProps } from '../../index';

/** Holds the page like a list screen would, and reports every change to the `onPageChange` spy. */
function Paged(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 20, onPageChange: fn() },
  render: (args) => <Paged {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageNames = (canvas: { getAllByRole: (role: 'button') => HTMLElement[] }) =>
  canvas.getAllByRole('button').map((button) => button.textContent?.replace(/[‹›]/g, '').trim());

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveAttribute('data-component', 'Pagination');
    await expect(pageNames(canvas)).toEqual(['Previous', '1', '2', '3', '4', '5', '20', 'Next']);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByText('…')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = { args: { page: 8, pageCount: 40 } };

export const ClickAPage: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    // Above page 5 the window follows the current page and page 1 is the shortcut.
    await expect(pageNames(canvas)).toEqual([
      'Previous',
      '1',
      '4',
      '5',
      '6',
      '7',
      '8',
      '20',
      'Next',
    ]);
    await expect(canvas.getAllByText('…')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const Keyboard: Story = {
  args: { page: 10 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/**
 * A page change switches the current page and enables Previous at once; only the pointer's
 * hover fades in. A fade on each change repainted the buttons every frame while a list drew its
 * new rows.
 */
export const PageChangeDoesNotAnimate: Story = {
  play: async ({ canvas, userEvent }) => {
    const fades = (name: string) =>
      getComputedStyle(canvas.getByRole('button', { name })).transitionDuration !== '0s';
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(fades('Page 2')).toBe(false);
    await expect(fades('Page 1')).toBe(false);
    await expect(fades('Previous')).toBe(false);
    await userEvent.hover(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(fades('Page 3')).toBe(true);
  },
};

export const CurrentPageIsNotReported: Story = {
  args: { page: 3 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvas }) => {
    await expect(pageNames(canvas)).toEqual([
      'Previous',
      '1',
      '16',
      '17',
      '18',
      '19',
      '20',
      'Next',
    ]);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvas }) => {
    await expect(pageNames(canvas)).toEqual(['Previous', '1', '2', '3', 'Next']);
    await expect(canvas.queryByText('…')).toBeNull();
  },
};

export const SinglePageRendersNothing: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Translated: Story = {
  args: {
    page: 2,
    'aria-label': 'Paginación de reservas',
    previousLabel: 'Anterior',
    nextLabel: 'Siguiente',
    pageLabel: (page: number) => `Página ${page}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Paginación de reservas' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { page: 4, isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};
