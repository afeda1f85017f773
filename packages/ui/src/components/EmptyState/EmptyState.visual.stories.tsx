import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, EmptyState, Stack } from '../../index';

const meta = {
  title: 'Visual/EmptyState',
  component: EmptyState,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};

export const Matrix: Story = {
  args: { title: '' },
  render: () => (
    <Box width="100%">
      <Stack space="medium">
        <EmptyState title="No bookings" text="Bookings appear here once an enquiry is booked." />
        <EmptyState title="No landlords" text="Add the first landlord." onCreate={noop} />
        <EmptyState
          title="Supercalifragilisticexpialidocious-unbroken-title-for-an-empty-list"
          text="A longer explanation that wraps over several lines when the box is narrow, to check the measure and the spacing under the title."
          onCreate={noop}
          createLabel="Create landlord"
        />
      </Stack>
    </Box>
  ),
};
