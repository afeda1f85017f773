import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthLayout, Button, Link, Stack } from '../../index';

function SignInForm() {
  return (
    <Stack space="medium">
      <h2>Welcome Back</h2>
      <p>Enter your email and password to access your account</p>
      <Button>Sign In</Button>
      <Link href="#recover-password">Forgot your password?</Link>
    </Stack>
  );
}

const meta = {
  title: 'Components/AuthLayout',
  component: AuthLayout,
  parameters: { bleed: true },
  args: { children: <SignInForm /> },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const brand = canvas.getByRole('region', { name: 'Staydesk' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Staydesk' })).toBeVisible();
    await expect(brand).toHaveTextContent(
      'Manage listings, connect with clients, and close deals faster',
    );
    await expect(brand).toHaveTextContent('v2.0.0');
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('button', { name: 'Sign In' }),
    );
  },
};

export const Playground: Story = { args: { version: 'v2.1.0', headingLevel: 2 } };

/** The form is reached straight away: the brand panel holds nothing focusable. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveFocus();
  },
};

export const CustomVersion: Story = {
  args: { version: 'v2.3.1' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="version"]')).toHaveTextContent('v2.3.1');
  },
};

/** Side by side from tablet up (this canvas is wider than the tablet breakpoint). */
export const TwoPanels: Story = {
  play: async ({ canvasElement }) => {
    const brand = canvasElement.querySelector('[data-part="brand"]');
    const form = canvasElement.querySelector('[data-part="form"]');
    if (!brand || !form) throw new Error('Both panels must render.');
    const brandBox = brand.getBoundingClientRect();
    const formBox = form.getBoundingClientRect();
    await expect(formBox.left).toBeGreaterThanOrEqual(brandBox.right - 1);
    await expect(Math.abs(formBox.top - brandBox.top)).toBeLessThan(1);
  },
};
