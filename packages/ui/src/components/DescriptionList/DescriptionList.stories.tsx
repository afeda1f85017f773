import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList, DescriptionListItem, descriptionListColumns } from '../../index';

const meta = {
  title: 'Components/DescriptionList',
  component: DescriptionList,
  argTypes: { columns: { control: 'inline-radio', options: descriptionListColumns } },
  args: {
    'aria-label': 'Company details',
    children: (
      <>
        <DescriptionListItem label="Email" value="bookings@harbourlets.example" />
        <DescriptionListItem label="Phone" value="020 7946 0018" />
        <DescriptionListItem label="Website" value="" />
        <DescriptionListItem label="Parking" value="On-site, free" isInline />
        <DescriptionListItem
          label="Amenities"
          tags={['Wi-Fi', 'Dishwasher', 'Garden']}
          tagTone="info"
          isFullWidth
        />
      </>
    ),
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A `<dl>`: each label is a term, each value its definition; a missing value shows '—'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list).toHaveAttribute('data-columns', '2');
    await expect(list).toHaveAttribute('aria-label', 'Company details');
    const terms = [...canvasElement.querySelectorAll('dt')].map((dt) => dt.textContent);
    await expect(terms).toEqual(['Email', 'Phone', 'Website', 'Parking', 'Amenities']);
    const website = canvasElement.querySelectorAll('dd')[2];
    await expect(website).toHaveTextContent('—');
    const amenities = canvasElement.querySelectorAll('dd')[4] as HTMLElement;
    await expect(within(amenities).getAllByRole('listitem')).toHaveLength(3);
    // Labels are visibly secondary: smaller than the values.
    const label = canvasElement.querySelector('dt') as HTMLElement;
    const value = canvasElement.querySelector('dd') as HTMLElement;
    await expect(
      Number.parseFloat(getComputedStyle(label).fontSize) <
        Number.parseFloat(getComputedStyle(value).fontSize),
    ).toBe(true);
  },
};

export const Playground: Story = {};

/** From tablet up two columns; `columns={1}` keeps one (a narrow side panel). */
export const OneColumn: Story = {
  args: { columns: 1 },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl') as HTMLElement;
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(1);
  },
};

/** Two columns on a wide screen (the test window is 1024px wide). */
export const TwoColumnsWhenWide: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl') as HTMLElement;
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
};
