import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Breadcrumbs, Stack } from '../../index';

const meta = {
  title: 'Visual/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

const trail = [
  { id: 'menu', label: 'Menu' },
  { id: 'bookings', label: 'Bookings', href: '#bookings' },
  { id: 'list', label: 'List', href: '#bookings-list' },
  { id: 'bk-2201', label: 'BK-2201' },
];

export const Trails: Story = {
  args: { items: trail },
  render: () => (
    <Stack space="small">
      <Breadcrumbs items={trail} aria-label="Breadcrumb on the body" />
      <Box background="surface" padding="small">
        <Breadcrumbs items={trail} aria-label="Breadcrumb on a surface" />
      </Box>
      <Box background="neutral" padding="small">
        <Breadcrumbs
          aria-label="Breadcrumb with a long id"
          items={[
            ...trail.slice(0, 3),
            { id: 'long', label: '6650f1c2a9e4b7d0c3f81a2e-unbroken-identifier-of-a-record' },
          ]}
        />
      </Box>
    </Stack>
  ),
};
