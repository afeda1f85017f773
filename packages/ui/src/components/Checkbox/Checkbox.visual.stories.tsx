import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Checkbox, Stack } from '../../index';

const meta = {
  title: 'Visual/Checkbox',
  component: Checkbox,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <Box width="100%">
      <Stack space="small">
        <Checkbox>Unselected</Checkbox>
        <Checkbox defaultSelected>Selected</Checkbox>
        <Checkbox isIndeterminate>Indeterminate</Checkbox>
        <Checkbox isRequired description="Stay signed in on this device.">
          Required with help
        </Checkbox>
        <Checkbox isInvalid isRequired errorMessage="You must accept the terms">
          Invalid
        </Checkbox>
        <Checkbox isDisabled>Disabled</Checkbox>
        <Checkbox isDisabled defaultSelected>
          Disabled selected
        </Checkbox>
        <Checkbox>
          A long label that wraps onto a second line to check that the box stays aligned with the
          first line of text
        </Checkbox>
        <Checkbox>
          Supercalifragilisticexpialidocious-unbroken-checkbox-label-without-spaces
        </Checkbox>
      </Stack>
    </Box>
  ),
};
