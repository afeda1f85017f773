import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid, LandlordCard } from '../../index';

const meta = {
  title: 'Visual/LandlordCard',
  component: LandlordCard,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof LandlordCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  args: { href: '', landlord: { name: '' } },
  render: () => (
    <Grid columns={2} space="small">
      <LandlordCard
        href="/dashboard/landlords/list/l1"
        landlord={{
          name: 'Wendy Mwangi',
          company: { name: 'Harbour Lets' },
          emailAddresses: [{ email: 'wendy@harbourlets.example' }],
          phoneNumbers: [{ phone: '+44 7700 900123' }],
          trafficLightSystem: 'orange',
        }}
      />
      <LandlordCard href="/dashboard/landlords/list/l2" landlord={{ name: 'Jo Bloggs' }} />
      <LandlordCard
        href="/dashboard/landlords/list/l3"
        landlord={{
          name: 'Supercalifragilisticexpialidocious-Unbroken-Landlord-Name',
          company: { name: 'A property company with a very long trading name indeed' },
          emailAddresses: [{ email: 'a.very.long.address.for.bookings@property-company.example' }],
          trafficLightSystem: 'red',
        }}
      />
    </Grid>
  ),
};
