import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination, Stack } from '../../index';

const meta = {
  title: 'Visual/Pagination',
  component: Pagination,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};

export const Matrix: Story = {
  args: { page: 1, pageCount: 1, onPageChange: noop },
  render: () => (
    <Stack space="small">
      <Pagination page={1} pageCount={20} onPageChange={noop} aria-label="First page" />
      <Pagination page={10} pageCount={20} onPageChange={noop} aria-label="Middle page" />
      <Pagination page={20} pageCount={20} onPageChange={noop} aria-label="Last page" />
      <Pagination page={2} pageCount={3} onPageChange={noop} aria-label="Short list" />
      <Pagination page={4} pageCount={9} onPageChange={noop} isDisabled aria-label="Disabled" />
    </Stack>
  ),
};
