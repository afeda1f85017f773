import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { AvailabilityCalendar } from '../../index';

const meta = {
  title: 'Visual/AvailabilityCalendar',
  component: AvailabilityCalendar,
  tags: ['!autodocs', 'visual'],
  decorators: [
    (Story) => (
      <I18nProvider locale="en-GB">
        <Story />
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof AvailabilityCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fixed past month: the grid never depends on (or highlights) today's date. */
export const States: Story = {
  args: {
    label: 'Availability',
    legendLabel: 'Legend',
    rangesHeading: 'Ranges',
    stateLabels: { available: 'Available', blocked: 'Blocked', booked: 'Booked' },
    visibleMonths: 2,
    defaultMonth: '2024-03-01',
    value: { start: '2024-04-22', end: '2024-04-25' },
    onChange: () => {},
    ranges: [
      { start: '2024-03-01', end: '2024-04-15', state: 'available' },
      { start: '2024-03-09', end: '2024-03-12', state: 'blocked' },
      { start: '2024-03-14', end: '2024-03-18', state: 'booked' },
      { start: '2024-04-02', end: '2024-04-09', state: 'booked' },
    ],
  },
};
