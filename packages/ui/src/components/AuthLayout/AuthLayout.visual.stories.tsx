import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthLayout, Button, Stack } from '../../index';

const meta = {
  title: 'Visual/AuthLayout',
  component: AuthLayout,
  tags: ['!autodocs', 'visual'],
  parameters: { bleed: true },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  args: {
    headingLevel: 2,
    children: (
      <Stack space="medium">
        <h1>Welcome Back</h1>
        <p>Enter your email and password to access your account</p>
        <Button>Sign In</Button>
      </Stack>
    ),
  },
};

/** Below the tablet breakpoint (740px) the layout stacks into one column. */
export const SignInOnAPhone: Story = {
  ...SignIn,
  parameters: { screenshotViewport: { width: 375, height: 740 } },
};
