import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Stack, TextField } from '../../index';

const meta = {
  title: 'Visual/TextField',
  component: TextField,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <Box width="100%">
      <Stack space="medium">
        <TextField label="Default" placeholder="name@example.com" />
        <TextField label="Required" isRequired defaultValue="ana@example.com" />
        <TextField label="With help text" description="Used for sign-in and notifications." />
        <TextField
          label="Invalid"
          isRequired
          isInvalid
          defaultValue="ana@"
          errorMessage="Please enter a valid email address."
        />
        <TextField label="Disabled" isDisabled defaultValue="ana@example.com" />
        <TextField label="Read only" isReadOnly defaultValue="ana@example.com" />
      </Stack>
    </Box>
  ),
};

export const LongLabels: Story = {
  render: () => (
    <Box width="100%">
      <Stack space="medium">
        <TextField
          label="The email address the landlord uses for invoices and booking confirmations"
          isRequired
          description="A very long help text that wraps onto a second line to check the spacing under the control stays even."
        />
        <TextField
          label="Supercalifragilisticexpialidocious-unbroken-label-without-any-spaces-at-all"
          isInvalid
          errorMessage="An-unbroken-error-message-that-must-wrap-instead-of-overflowing-the-field"
          defaultValue="averyveryveryveryveryveryveryveryveryveryverylongvaluewithoutspaces"
        />
      </Stack>
    </Box>
  ),
};
