import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Stack, Switch } from '../../index';

const meta = {
  title: 'Visual/Switch',
  component: Switch,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <Box width="100%">
      <Stack space="small">
        <Switch>Off</Switch>
        <Switch defaultSelected>On</Switch>
        <Switch isRequired description="Applies at once on this device.">
          Required with help
        </Switch>
        <Switch isInvalid errorMessage="Turn this on to continue">
          Invalid
        </Switch>
        <Switch isDisabled>Disabled</Switch>
        <Switch isDisabled defaultSelected>
          Disabled on
        </Switch>
        <Switch>
          A long label that wraps onto a second line to check that the track stays aligned with the
          first line of text
        </Switch>
      </Stack>
    </Box>
  ),
};
