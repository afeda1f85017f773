import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandHeader } from '../../index';

const meta = {
  title: 'Components/BrandHeader',
  component: BrandHeader,
} satisfies Meta<typeof BrandHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header).toHaveTextContent('Staydesk');
    await expect(canvas.getByRole('link', { name: '020 7946 0321' })).toHaveAttribute(
      'href',
      'tel:+442079460321',
    );
  },
};

export const Playground: Story = { args: { phoneLabel: 'Call us on 020 7946 0321' } };

/** The other co-brand's name and number come from its theme, not from props. */
export const Harbour: Story = {
  globals: { brand: 'harbour' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('Harbour Stays');
    await expect(canvas.getByRole('link', { name: '0161 496 0754' })).toHaveAttribute(
      'href',
      'tel:+441614960754',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: '020 7946 0321' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const CustomPhoneLabel: Story = {
  args: { phoneLabel: 'Call us on 020 7946 0321' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Call us on 020 7946 0321' })).toBeVisible();
  },
};

/** The number an admin set in the global settings replaces the brand token's. */
export const PhoneFromSettings: Story = {
  args: {
    phone: { display: '0113 496 0999', href: 'tel:+441134960999' },
    phoneLabel: 'Call us on 0113 496 0999',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Call us on 0113 496 0999' })).toHaveAttribute(
      'href',
      'tel:+441134960999',
    );
  },
};
