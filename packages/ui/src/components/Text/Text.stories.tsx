import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text, textElements, textSizes, textTones, textWeights } from '../../index';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: 'Manage listings, connect with clients, and close deals faster' },
  argTypes: {
    as: { control: 'inline-radio', options: textElements },
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Manage listings, connect with clients, and close deals faster');
    await expect(text.tagName).toBe('P');
    await expect(text).toHaveAttribute('data-component', 'Text');
    await expect(text).toHaveAttribute('data-size', 'standard');
    await expect(text).toHaveAttribute('data-tone', 'neutral');
    await expect(text).toHaveAttribute('data-weight', 'regular');
  },
};

export const Playground: Story = {};

/** `as` picks the element so inline text does not nest a paragraph inside a paragraph. */
export const Elements: Story = {
  render: (args) => (
    <div>
      {textElements.map((as) => (
        <Text key={as} {...args} as={as}>{`Rendered as ${as}`}</Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const as of textElements) {
      await expect(canvas.getByText(`Rendered as ${as}`).tagName).toBe(as.toUpperCase());
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>{`${size} text`}</Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of textSizes) {
      await expect(canvas.getByText(`${size} text`)).toHaveAttribute('data-size', size);
    }
  },
};

export const Tones: Story = {
  render: (args) => (
    <div>
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>{`${tone} text`}</Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of textTones) {
      await expect(canvas.getByText(`${tone} text`)).toHaveAttribute('data-tone', tone);
    }
  },
};

export const Weights: Story = {
  render: (args) => (
    <div>
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>{`${weight} text`}</Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const weight of textWeights) {
      await expect(canvas.getByText(`${weight} text`)).toHaveAttribute('data-weight', weight);
    }
  },
};

/** A form error line announced to assistive technology. */
export const Alert: Story = {
  args: { role: 'alert', tone: 'critical', children: 'Invalid email or password.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password.');
  },
};

/** Text is not a tab stop: keyboard focus skips it and lands on the next control. */
export const NotFocusable: Story = {
  render: (args) => (
    <div>
      <Text {...args} />
      <button type="button">Next</button>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
  },
};
