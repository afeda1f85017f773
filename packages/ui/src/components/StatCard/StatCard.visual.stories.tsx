import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Grid, StatCard } from '../../index';

const meta = {
  title: 'Visual/StatCard',
  component: StatCard,
  tags: ['!autodocs', 'visual'],
  args: { label: '', value: '' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <Box width="100%">
      <Grid columns={3} space="medium">
        <StatCard label="Enquiries awaiting response" value="12" hint="Oldest: 3 days" />
        <StatCard
          label="Check-ins today"
          value="4"
          trend={{ direction: 'up', label: '+2 on yesterday', tone: 'positive' }}
          href="/dashboard/bookings/list"
          linkLabel="View bookings"
        />
        <StatCard
          label="Overdue invoices"
          value="1,204"
          trend={{ direction: 'down', label: '−5 this week', tone: 'critical' }}
        />
        <StatCard
          label="Tasks"
          value="0"
          trend={{ direction: 'flat', label: 'No change' }}
          href="/dashboard/tasks"
          linkLabel="Open tasks"
        />
        <StatCard
          label="Supercalifragilisticexpialidocious-unbroken-label-that-must-wrap"
          value="7"
        />
      </Grid>
    </Box>
  ),
};
