import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, NumberField, Stack } from '../../index';

const meta = {
  title: 'Visual/NumberField',
  component: NumberField,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <Box width="100%">
      <Stack space="medium">
        <NumberField label="Guests" defaultValue={2} />
        <NumberField label="Nightly rate" isRequired defaultValue={120} description="In pounds." />
        <NumberField label="Without steppers" hideStepper defaultValue={7} />
        <NumberField
          label="Invalid"
          isInvalid
          defaultValue={25}
          errorMessage="At most 20 guests."
        />
        <NumberField label="Disabled" isDisabled defaultValue={2} />
      </Stack>
    </Box>
  ),
};
