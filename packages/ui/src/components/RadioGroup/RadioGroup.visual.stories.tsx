import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Radio, RadioGroup, Stack } from '../../index';

const meta = {
  title: 'Visual/RadioGroup',
  component: RadioGroup,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

function Options() {
  return (
    <>
      <Radio value="meet-and-greet">Meet and greet</Radio>
      <Radio value="key-box">Key box</Radio>
      <Radio value="other" isDisabled>
        Disabled option
      </Radio>
    </>
  );
}

export const States: Story = {
  args: { children: null },
  render: () => (
    <Box width="100%">
      <Stack space="large">
        <RadioGroup label="Vertical" defaultValue="key-box">
          <Options />
        </RadioGroup>
        <RadioGroup
          label="Horizontal, required, with help"
          orientation="horizontal"
          isRequired
          description="How the guest gets the keys."
        >
          <Options />
        </RadioGroup>
        <RadioGroup label="Invalid" isInvalid errorMessage="Choose a check-in method">
          <Options />
        </RadioGroup>
        <RadioGroup label="Disabled" isDisabled defaultValue="meet-and-greet">
          <Options />
        </RadioGroup>
        <RadioGroup label="A long group label that wraps onto more than one line when the space is narrow">
          <Radio value="long">
            Supercalifragilisticexpialidocious-unbroken-radio-label-that-must-wrap-without-overflowing
          </Radio>
        </RadioGroup>
      </Stack>
    </Box>
  ),
};
