import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Inline,
  Skeleton,
  Stack,
  skeletonShapes,
  skeletonSizes,
  skeletonWidths,
} from '../../index';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    width: { control: 'inline-radio', options: skeletonWidths },
    size: { control: 'inline-radio', options: skeletonSizes },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-component="Skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton).toHaveAttribute('data-shape', 'text');
  },
};

export const Playground: Story = { args: { shape: 'block', width: 'half' } };

export const Paragraph: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-component="Skeleton"]');
    await expect(skeleton?.children).toHaveLength(3);
  },
};

export const ProfileRow: Story = {
  render: () => (
    <Inline space="small">
      <Skeleton shape="circle" />
      <Stack space="xsmall">
        <Skeleton width="half" />
        <Skeleton width="quarter" />
      </Stack>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-shape="circle"]');
    await expect(circle?.getBoundingClientRect().width).toBe(40);
  },
};
