import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Box,
  Inline,
  Stack,
  TrafficLight,
  TrafficLightPicker,
  trafficLightSizes,
  trafficLights,
} from '../../index';

const meta = {
  title: 'Visual/TrafficLight',
  component: TrafficLight,
  tags: ['!autodocs', 'visual'],
  args: { value: 'gray' },
} satisfies Meta<typeof TrafficLight>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryColourAndSize: Story = {
  render: () => (
    <Stack space="small">
      {trafficLightSizes.map((size) => (
        <Inline key={size} space="small">
          {trafficLights.map((value) => (
            <TrafficLight key={value} value={value} size={size} />
          ))}
        </Inline>
      ))}
      <Box width="100%">
        <TrafficLight
          value="orange"
          label="A-very-long-unbroken-traffic-light-label-that-must-wrap-without-overflowing"
        />
      </Box>
    </Stack>
  ),
};

export const Picker: Story = {
  render: () => (
    <Stack space="large">
      <TrafficLightPicker
        label="Chosen, with the server's suggestion"
        defaultValue="green"
        suggestedValue="yellow"
        description="Response rate 62%; 1 cancellation"
      />
      <TrafficLightPicker label="Invalid" isInvalid errorMessage="Choose a colour" isRequired />
      <TrafficLightPicker label="Disabled" isDisabled defaultValue="red" />
    </Stack>
  ),
};
