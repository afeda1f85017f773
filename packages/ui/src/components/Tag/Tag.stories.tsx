import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline, Tag, tagTones } from '../../index';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { children: 'Pet friendly' },
  argTypes: { tone: { control: 'inline-radio', options: tagTones } },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const tag = canvas.getByText('Pet friendly');
    await expect(tag).toHaveAttribute('data-component', 'Tag');
    await expect(tag).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Playground: Story = { args: { tone: 'info' } };

export const Tones: Story = {
  render: (args) => (
    <Inline space="small">
      {tagTones.map((tone) => (
        <Tag key={tone} {...args} tone={tone}>
          {tone}
        </Tag>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const tone of tagTones) {
      await expect(canvas.getByText(tone)).toHaveAttribute('data-tone', tone);
    }
  },
};
