import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Inline, Skeleton, Stack, skeletonSizes, skeletonWidths } from '../../index';

const meta = {
  title: 'Visual/Skeleton',
  component: Skeleton,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <Box width="100%">
      <Stack space="small">
        {skeletonWidths.map((width) => (
          <Skeleton key={width} width={width} />
        ))}
        <Skeleton lines={3} />
        <Inline space="small">
          {skeletonSizes.map((size) => (
            <Skeleton key={size} shape="circle" size={size} />
          ))}
        </Inline>
        {skeletonSizes.map((size) => (
          <Skeleton key={size} shape="block" size={size} />
        ))}
      </Stack>
    </Box>
  ),
};
