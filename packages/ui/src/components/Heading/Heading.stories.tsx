import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, headingLevels, headingTones } from '../../index';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { level: 1, children: 'Welcome back' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingLevels },
    tone: { control: 'inline-radio', options: headingTones },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Welcome back' });
    await expect(heading.tagName).toBe('H1');
    await expect(heading).toHaveAttribute('data-size', '1');
    await expect(heading).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Playground: Story = {};

/** Each level renders its own element, so screen readers list the outline. */
export const Levels: Story = {
  render: (args) => (
    <div>
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>{`Level ${level} heading`}</Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const level of headingLevels) {
      const heading = canvas.getByRole('heading', { level, name: `Level ${level} heading` });
      await expect(heading.tagName).toBe(`H${level}`);
      await expect(heading).toHaveAttribute('data-size', String(level));
    }
  },
};

/** `size` changes the look only: the element and the accessible level stay those of `level`. */
export const SizeOverride: Story = {
  args: { level: 2, size: 1, children: 'Companies' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Companies' });
    await expect(heading.tagName).toBe('H2');
    await expect(heading).toHaveAttribute('data-level', '2');
    await expect(heading).toHaveAttribute('data-size', '1');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div>
      {headingTones.map((tone) => (
        <Heading key={tone} {...args} level={3} tone={tone}>{`${tone} heading`}</Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of headingTones) {
      await expect(
        canvas.getByRole('heading', { level: 3, name: `${tone} heading` }),
      ).toHaveAttribute('data-tone', tone);
    }
  },
};

/** A heading is not a tab stop: keyboard focus skips it and lands on the next control. */
export const NotFocusable: Story = {
  render: (args) => (
    <div>
      <Heading {...args} />
      <button type="button">Next</button>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('heading', { name: 'Welcome back' })).not.toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
  },
};
