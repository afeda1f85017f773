import type { Meta, StoryObj } from '@storybook/react-vite';
import { TabNav } from '../../index';

const meta = {
  title: 'Visual/TabNav',
  component: TabNav,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof TabNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Looks as `Tabs` does: the current link carries the accent bar and an accent count. */
export const Matrix: Story = {
  args: {
    'aria-label': 'Bookings',
    currentId: 'active',
    items: [
      { id: 'checkIn', label: 'Check In', count: 4, href: '?tab=checkIn' },
      { id: 'checkOut', label: 'Check Out', count: 2, href: '?tab=checkOut' },
      { id: 'active', label: 'Active', count: 31, href: '?tab=active' },
      { id: 'needsAttention', label: 'Needs Attention', count: 1, href: '?tab=needsAttention' },
      { id: 'yourBookings', label: 'Your Bookings', href: '?tab=yourBookings' },
    ],
  },
};
