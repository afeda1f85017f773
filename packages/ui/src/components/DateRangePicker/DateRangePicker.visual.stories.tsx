import { type CalendarDate, parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { DateRangePicker, Stack } from '../../index';
import { popupStage } from '../Popover/popupStage.css';

const meta = {
  title: 'Visual/DateRangePicker',
  component: DateRangePicker<CalendarDate>,
  tags: ['!autodocs', 'visual'],
  decorators: [
    (Story) => (
      <I18nProvider locale="en-GB">
        <Story />
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof DateRangePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

const stay = { start: parseDate('2024-03-14'), end: parseDate('2024-03-19') };

export const States: Story = {
  render: () => (
    <Stack space="medium">
      <DateRangePicker label="Empty" />
      <DateRangePicker label="Chosen" defaultValue={stay} description="Arrival and departure." />
      <DateRangePicker
        label="Required"
        isRequired
        isInvalid
        errorMessage="Stay dates are required"
      />
      <DateRangePicker label="Disabled" isDisabled defaultValue={stay} />
      <DateRangePicker
        label="A very long label that wraps onto more than one line in a narrow column"
        defaultValue={{ start: parseDate('2024-12-24'), end: parseDate('2024-12-31') }}
      />
    </Stack>
  ),
};

/** A fixed past month: the grid never depends on (or highlights) today's date. */
export const Open: Story = {
  render: () => (
    <div className={popupStage}>
      <DateRangePicker
        label="Stay"
        defaultOpen
        defaultValue={stay}
        placeholderValue={parseDate('2024-03-01')}
        minValue={parseDate('2024-03-05')}
      />
    </div>
  ),
};
