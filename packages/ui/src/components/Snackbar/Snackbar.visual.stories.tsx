import type { Meta, StoryObj } from '@storybook/react-vite';
import { Snackbar, Stack, snackbarTypes } from '../../index';

const meta = {
  title: 'Visual/Snackbar',
  component: Snackbar,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Types: Story = {
  args: { children: 'Message' },
  render: () => (
    <Stack space="small">
      {snackbarTypes.map((type) => (
        <Snackbar key={type} type={type} onDismiss={() => {}} dismissLabel={`Dismiss ${type}`}>
          {`A ${type} message for the booking`}
        </Snackbar>
      ))}
      <Snackbar type="error">
        Supercalifragilisticexpialidocious-unbroken-message-without-a-dismiss-button-that-wraps
      </Snackbar>
    </Stack>
  ),
};
