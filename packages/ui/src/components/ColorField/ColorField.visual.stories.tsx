import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, ColorField, Stack } from '../../index';

const meta = {
  title: 'Visual/ColorField',
  component: ColorField,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof ColorField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <Box width="100%">
      <Stack space="medium">
        <ColorField label="Primary colour" defaultValue="#1a73e8" />
        <ColorField
          label="Secondary colour"
          isRequired
          defaultValue="#ffffff"
          description="White stays visible on a white page."
        />
        <ColorField label="Empty" placeholder="#RRGGBB" />
        <ColorField
          label="Invalid"
          isInvalid
          defaultValue="#000000"
          errorMessage="Use a colour such as #1a73e8"
        />
        <ColorField label="Disabled" isDisabled defaultValue="#0f766e" />
      </Stack>
    </Box>
  ),
};
