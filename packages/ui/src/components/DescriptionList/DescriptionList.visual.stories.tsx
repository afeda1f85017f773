import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, DescriptionList, DescriptionListItem } from '../../index';

const meta = {
  title: 'Visual/DescriptionList',
  component: DescriptionList,
  tags: ['!autodocs', 'visual'],
  args: { children: null },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

const pairs = (
  <Box width="100%">
    <DescriptionList aria-label="Guest details">
      <DescriptionListItem label="Email" value="anna.smith@example.com" />
      <DescriptionListItem label="Phone" value="07700 900123" />
      <DescriptionListItem label="Company" value="Harbour Lets Ltd" />
      <DescriptionListItem label="Website" value={null} />
      <DescriptionListItem label="Parking" value="On-site, chargeable" isInline />
      <DescriptionListItem label="Flags" tags={[]} emptyText="None" />
      <DescriptionListItem
        label="Amenities"
        tags={['Wi-Fi', 'Dishwasher', 'Washing machine', 'Garden']}
        isFullWidth
      />
      <DescriptionListItem
        label="Notes"
        value="Supercalifragilisticexpialidocious-unbroken-note-that-must-wrap-inside-its-column-without-overflowing"
        isFullWidth
      />
    </DescriptionList>
  </Box>
);

export const Pairs: Story = { render: () => pairs };

/** One column on a phone. */
export const PairsOnAPhone: Story = {
  render: () => pairs,
  parameters: { screenshotViewport: { width: 390, height: 640 } },
};
