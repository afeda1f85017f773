import { type CalendarDate, parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { DatePicker, Stack } from '../../index';
import { popupStage } from '../Popover/popupStage.css';

const meta = {
  title: 'Visual/DatePicker',
  component: DatePicker<CalendarDate>,
  tags: ['!autodocs', 'visual'],
  decorators: [
    (Story) => (
      <I18nProvider locale="en-GB">
        <Story />
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <Stack space="medium">
      <DatePicker label="Empty" />
      <DatePicker
        label="Chosen"
        defaultValue={parseDate('2024-03-14')}
        description="The day the guest arrives."
      />
      <DatePicker label="Required" isRequired isInvalid errorMessage="Check-in date is required" />
      <DatePicker label="Disabled" isDisabled defaultValue={parseDate('2024-03-14')} />
      <DatePicker
        label="A very long label that wraps onto more than one line in a narrow column"
        defaultValue={parseDate('2024-12-31')}
      />
    </Stack>
  ),
};

/** A fixed past month: the grid never depends on (or highlights) today's date. */
export const Open: Story = {
  render: () => (
    <div className={popupStage}>
      <DatePicker
        label="Check-in"
        defaultOpen
        defaultValue={parseDate('2024-03-14')}
        placeholderValue={parseDate('2024-03-01')}
        minValue={parseDate('2024-03-05')}
      />
    </div>
  ),
};
