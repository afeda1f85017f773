import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Tab, TabList, TabPanel, Tabs } from '../../index';

const meta = {
  title: 'Visual/Tabs',
  component: Tabs,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const bookingTabs = [
  { id: 'checkIn', name: 'Check In', count: 4 },
  { id: 'checkOut', name: 'Check Out', count: 2 },
  { id: 'active', name: 'Active', count: 31 },
  { id: 'needsAttention', name: 'Needs Attention', count: 1 },
  { id: 'yourBookings', name: 'Your Bookings', count: 0 },
];

export const Matrix: Story = {
  render: () => (
    <Stack space="large">
      <Tabs defaultSelectedKey="active" disabledKeys={['yourBookings']}>
        <TabList aria-label="Bookings" items={bookingTabs}>
          {(item) => <Tab count={item.count}>{item.name}</Tab>}
        </TabList>
        <TabPanel id="active">Active bookings</TabPanel>
      </Tabs>
      <Tabs orientation="vertical">
        <TabList aria-label="Amenities">
          <Tab id="general">Summary</Tab>
          <Tab id="kitchen">Kitchen</Tab>
          <Tab id="safety">Safety</Tab>
        </TabList>
        <TabPanel id="general">Wi-Fi, heating</TabPanel>
      </Tabs>
    </Stack>
  ),
};
