import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Stack, TextArea } from '../../index';

const meta = {
  title: 'Visual/TextArea',
  component: TextArea,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <Box width="100%">
      <Stack space="medium">
        <TextArea label="Note" placeholder="Write a note" rows={2} />
        <TextArea
          label="Required with help"
          isRequired
          rows={2}
          description="Visible to staff only."
          defaultValue="Guest arrives late; keys in the key box."
        />
        <TextArea label="Invalid" isInvalid rows={2} errorMessage="Note is required" />
        <TextArea label="Disabled" isDisabled rows={2} defaultValue="Read only note" />
      </Stack>
    </Box>
  ),
};
