import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, Inline, iconNames, iconSizes, Stack } from '../../index';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'bell' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('[data-icon="bell"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).not.toHaveAttribute('role');
  },
};

export const Labelled: Story = {
  args: { name: 'shield', label: 'Admin only' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Admin only' })).toHaveAttribute(
      'data-icon',
      'shield',
    );
  },
};

export const Gallery: Story = {
  render: (args) => (
    <Inline space="large">
      {iconNames.map((name) => (
        <Stack key={name} space="xsmall" align="center">
          <Icon {...args} name={name} />
          <span>{name}</span>
        </Stack>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-component="Icon"]')).toHaveLength(
      iconNames.length,
    );
  },
};
