import type { Meta, StoryObj } from '@storybook/react-vite';
import { AmenityChecklist, Stack } from '../../index';

const groups = [
  {
    id: 'general',
    label: 'Summary',
    options: [
      { value: 'wifi', label: 'Wi-Fi' },
      { value: 'tv', label: 'TV' },
      { value: 'heating', label: 'Central heating' },
      { value: 'long', label: 'A very long amenity name that wraps onto a second line' },
    ],
  },
  { id: 'kitchen', label: 'Kitchen', options: [{ value: 'oven', label: 'Oven' }] },
  { id: 'safety', label: 'Safety', options: [] },
] as const;

const value = { general: ['wifi', 'long', 'Sauna'], kitchen: [], safety: [] };

const meta = {
  title: 'Visual/AmenityChecklist',
  component: AmenityChecklist,
  tags: ['!autodocs', 'visual'],
  args: { label: 'Amenities', groups, value, emptyText: 'None listed.' },
} satisfies Meta<typeof AmenityChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: (args) => (
    <Stack space="xlarge">
      <AmenityChecklist {...args} onChange={() => {}} addLabel="Another amenity" />
      <AmenityChecklist {...args} label="Amenities (read-only)" />
    </Stack>
  ),
};
