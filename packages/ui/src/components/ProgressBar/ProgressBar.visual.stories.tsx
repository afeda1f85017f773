import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, ProgressBar, progressBarTones, Stack } from '../../index';

const meta = {
  title: 'Visual/ProgressBar',
  component: ProgressBar,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <Box width="100%">
      <Stack space="medium">
        {progressBarTones.map((tone, index) => (
          <ProgressBar key={tone} label={tone} tone={tone} value={(index + 1) * 20} />
        ))}
        <ProgressBar label="Empty" value={0} />
        <ProgressBar label="Full" value={100} />
        <ProgressBar label="Indeterminate" isIndeterminate />
        <ProgressBar aria-label="No visible label" value={55} showValueLabel={false} />
      </Stack>
    </Box>
  ),
};
