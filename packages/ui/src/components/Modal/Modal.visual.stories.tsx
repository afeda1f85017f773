import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Dialog, Stack } from '../../index';

const meta = {
  title: 'Visual/Modal',
  component: Dialog,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The panel is drawn in place: a fixed backdrop would fall outside the screenshot of the canvas.
export const Panels: Story = {
  args: { title: 'Edit note' },
  render: () => (
    <Stack space="medium">
      <Dialog title="Edit note" aria-describedby={undefined}>
        The note is shared with every staff member who opens this enquiry.
      </Dialog>
      <Dialog
        title="A very long title for the booking extension of the serviced apartment on Harbour Street"
        footer={
          <>
            <Button variant="secondary">Cancel</Button>
            <Button>Extend booking</Button>
          </>
        }
      >
        Supercalifragilisticexpialidocious-unbroken-text-that-must-wrap-inside-the-panel
      </Dialog>
    </Stack>
  ),
};
