import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, OptionChips, OptionChipsPicker, Stack, tagTones } from '../../index';

const meta = {
  title: 'Visual/OptionChips',
  component: OptionChips,
  tags: ['!autodocs', 'visual'],
  args: { options: [] },
} satisfies Meta<typeof OptionChips>;

export default meta;
type Story = StoryObj<typeof meta>;

const badges = [
  { value: 'accessibleLandlord', label: 'Accessible landlord' },
  { value: 'fullTimeLandlord', label: 'Full-time landlord' },
  { value: 'landlordOfTheYear', label: 'Landlord of the year' },
  { value: 'greenLandlord', label: 'Green landlord' },
];

export const Display: Story = {
  render: () => (
    <Stack space="small">
      {tagTones.map((tone) => (
        <OptionChips key={tone} aria-label={tone} tone={tone} options={badges.slice(0, 3)} />
      ))}
      <OptionChips aria-label="Empty" options={[]} emptyText="None" />
      <Box width="100%">
        <OptionChips
          aria-label="Long"
          options={[
            {
              value: 'long',
              label:
                'A-very-long-unbroken-option-label-that-must-wrap-without-overflowing-its-chip',
            },
          ]}
        />
      </Box>
    </Stack>
  ),
};

export const Picker: Story = {
  render: () => (
    <Stack space="large">
      <OptionChipsPicker
        label="Some chosen, with help"
        options={badges}
        defaultValue={['fullTimeLandlord', 'greenLandlord']}
        description="Shown on the public profile."
      />
      <OptionChipsPicker
        label="Invalid"
        options={badges}
        isInvalid
        isRequired
        errorMessage="Choose at least one badge"
      />
      <OptionChipsPicker
        label="Disabled"
        options={badges}
        isDisabled
        defaultValue={['accessibleLandlord']}
      />
    </Stack>
  ),
};
