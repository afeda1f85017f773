import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ImagePicker, Stack } from '../../index';

const meta = {
  title: 'Visual/ImagePicker',
  component: ImagePicker,
  tags: ['!autodocs', 'visual'],
  args: { label: 'Profile image', onChange: fn() },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: (args) => (
    <Stack space="medium">
      <ImagePicker {...args} />
      <ImagePicker {...args} allowsMultiple label="Property photos" />
      <ImagePicker {...args} isDisabled label="Disabled" />
    </Stack>
  ),
};
