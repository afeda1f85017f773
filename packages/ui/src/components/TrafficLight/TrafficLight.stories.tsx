import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Inline,
  TrafficLight,
  trafficLightLabels,
  trafficLightSizes,
  trafficLights,
} from '../../index';

const meta = {
  title: 'Components/TrafficLight',
  component: TrafficLight,
  args: { value: 'green' },
  argTypes: {
    value: { control: 'select', options: trafficLights },
    size: { control: 'inline-radio', options: trafficLightSizes },
  },
} satisfies Meta<typeof TrafficLight>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Green')).toBeVisible();
    const root = canvasElement.querySelector('[data-component="TrafficLight"]');
    await expect(root).toHaveAttribute('data-value', 'green');
    await expect(root).toHaveAttribute('data-size', 'standard');
    // The lamp is decoration: the colour's name carries the meaning.
    await expect(canvasElement.querySelector('[data-part="lamp"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Playground: Story = { args: { value: 'orange', size: 'small' } };

/** Every colour with its name: the colour is never the only cue. */
export const EveryColour: Story = {
  render: () => (
    <Inline space="small">
      {trafficLights.map((value) => (
        <TrafficLight key={value} value={value} />
      ))}
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const value of trafficLights) {
      await expect(canvas.getByText(trafficLightLabels[value])).toBeVisible();
    }
    const shown = [...canvasElement.querySelectorAll('[data-component="TrafficLight"]')].map(
      (node) => node.getAttribute('data-value'),
    );
    await expect(shown).toEqual([...trafficLights]);
  },
};

export const Translated: Story = {
  args: { value: 'red', label: 'Rouge' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rouge')).toBeVisible();
    await expect(canvas.queryByText('Red')).toBeNull();
  },
};
