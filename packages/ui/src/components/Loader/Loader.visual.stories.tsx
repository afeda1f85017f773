import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline, Loader, loaderSizes } from '../../index';

const meta = {
  title: 'Visual/Loader',
  component: Loader,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <Inline space="large">
      {loaderSizes.map((size) => (
        <Loader key={size} size={size} />
      ))}
      <Loader label="Loading the enquiries of the last twelve months" size="small" />
    </Inline>
  ),
};
