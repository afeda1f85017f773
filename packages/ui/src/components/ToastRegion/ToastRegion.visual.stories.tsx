import type { Meta, StoryObj } from '@storybook/react-vite';
import { createToaster, ToastRegion } from '../../index';

const toaster = createToaster();

const meta = {
  title: 'Visual/ToastRegion',
  component: ToastRegion,
  tags: ['!autodocs', 'visual'],
  parameters: { bleed: true },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The region is fixed to the viewport's bottom centre, so the story fills the viewport for the
 * screenshot to include it. Toasts stay (timeout 0) so the picture does not depend on timing.
 */
export const Stacked: Story = {
  args: { toaster },
  render: (args) => (
    <>
      <div style={{ width: '100vw', height: '100vh' }} />
      <ToastRegion {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    toaster.clear();
    toaster.success('Booking BK-2201 saved.', { timeout: 0 });
    toaster.info('Prices refresh at midnight.', { timeout: 0 });
    toaster.error(
      'The landlord sync failed: supercalifragilisticexpialidocious-unbroken-reason-from-the-server',
      { timeout: 0 },
    );
    await canvas.findAllByRole('alertdialog');
  },
};
