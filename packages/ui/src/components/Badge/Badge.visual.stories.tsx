import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeSizes, badgeTones, Inline, Stack } from '../../index';

const meta = {
  title: 'Visual/Badge',
  component: Badge,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  args: { children: '' },
  render: () => (
    <Stack space="small">
      {badgeSizes.map((size) => (
        <Inline key={size} space="small">
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} size={size}>
              {tone}
            </Badge>
          ))}
          <Badge size={size}>7</Badge>
          <Badge size={size} tone="critical">
            1,284
          </Badge>
        </Inline>
      ))}
    </Stack>
  ),
};
