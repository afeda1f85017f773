import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeSizes, badgeTones, Inline } from '../../index';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Admin' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Admin');
    await expect(badge).toHaveAttribute('data-component', 'Badge');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
    await expect(badge).toHaveAttribute('data-size', 'standard');
  },
};

export const Playground: Story = { args: { tone: 'brandAccent', size: 'small' } };

export const Tones: Story = {
  render: (args) => (
    <Inline space="small">
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const tone of badgeTones) {
      await expect(canvas.getByText(tone)).toHaveAttribute('data-tone', tone);
    }
  },
};

export const Count: Story = {
  args: { children: '12', 'aria-label': '12 unread', tone: 'critical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '12 unread' })).toHaveTextContent('12');
  },
};
