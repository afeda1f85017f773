import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, PasswordField, Stack } from '../../index';

const meta = {
  title: 'Visual/PasswordField',
  component: PasswordField,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <Box width="100%">
      <Stack space="medium">
        <PasswordField label="Password" placeholder="Your password" />
        <PasswordField label="Required" isRequired defaultValue="Secret1234" />
        <PasswordField
          label="With help text"
          description="Password must be at least 10 characters long and include uppercase and lowercase letters, and numbers."
        />
        <PasswordField
          label="Invalid"
          isInvalid
          defaultValue="short"
          errorMessage="Password must be at least 10 characters long and include uppercase and lowercase letters, and numbers."
        />
        <PasswordField label="Disabled" isDisabled defaultValue="Secret1234" />
      </Stack>
    </Box>
  ),
};
