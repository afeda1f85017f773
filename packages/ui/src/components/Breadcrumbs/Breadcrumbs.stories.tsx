import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from '../../index';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'menu', label: 'Menu' },
      { id: 'enquiries', label: 'Enquiries', href: '#enquiries' },
      { id: 'list', label: 'List', href: '#enquiries-list' },
      { id: 'enq-1042', label: 'ENQ-1042' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const crumbs = nav.querySelectorAll('li');
    await expect([...crumbs].map((crumb) => crumb.textContent)).toEqual([
      'Menu',
      'Enquiries',
      'List',
      'ENQ-1042',
    ]);
    await expect(canvas.getByRole('link', { name: 'Enquiries' })).toHaveAttribute(
      'href',
      '#enquiries',
    );
    const current = canvas.getByText('ENQ-1042');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('data-current', 'true');
    // 'Menu' has no destination: it is text, not a link.
    await expect(canvas.queryByRole('link', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

export const Playground: Story = { args: { 'aria-label': 'You are here' } };

/** Tab visits the linked crumbs only; the current page is not a stop. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Enquiries' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'List' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByText('ENQ-1042')).not.toHaveFocus();
  },
};

/** A section page: the trail ends at the sub-menu. */
export const Section: Story = {
  args: {
    items: [
      { id: 'menu', label: 'Menu' },
      { id: 'invoices', label: 'Invoices', href: '#invoices' },
      { id: 'tax-rates', label: 'Tax rates', href: '#tax-rates' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tax rates')).toHaveAttribute('aria-current', 'page');
  },
};
