import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Grid, InfoCard } from '../../index';

const meta = {
  title: 'Visual/InfoCard',
  component: InfoCard,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof InfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  args: { label: '', value: '' },
  render: () => (
    <Box width="100%">
      <Grid columns={2} space="small">
        <InfoCard label="Check-in method" value="Meet and greet" />
        <InfoCard label="Parking" value="On-site, chargeable" isInline />
        <InfoCard label="Amenities" tags={['Wi-Fi', 'Dishwasher', 'Washing machine', 'Garden']} />
        <InfoCard label="Safety" tags={['Smoke alarm', 'First aid kit']} tagTone="info" isInline />
        <InfoCard label="Notes" value="" />
        <InfoCard
          label="Cancellation policy"
          value="Supercalifragilisticexpialidocious-unbroken-policy-name-that-must-wrap"
        />
      </Grid>
    </Box>
  ),
};
