import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandHeader } from '../../index';

const meta = {
  title: 'Visual/BrandHeader',
  component: BrandHeader,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof BrandHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {};
