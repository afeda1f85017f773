import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Link, linkTones, linkWeights } from '../../index';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#forgot', children: 'Forgot your password?' },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    weight: { control: 'inline-radio', options: linkWeights },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forgot your password?' });
    await expect(link).toHaveAttribute('href', '#forgot');
    await expect(link).toHaveAttribute('data-tone', 'link');
  },
};

/** Without `href` the link is an action: it still takes focus and fires on Enter. */
export const Keyboard: Story = {
  args: { href: undefined, onPress: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Forgot your password?' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Tones: Story = {
  render: (args) => (
    <p>
      {linkTones.map((tone) => (
        <span key={tone}>
          <Link {...args} tone={tone}>{`${tone} link`}</Link>{' '}
        </span>
      ))}
    </p>
  ),
};

export const Strong: Story = { args: { weight: 'strong' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forgot your password?' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Telephone: Story = {
  args: { href: 'tel:+442079460321', children: '020 7946 0321' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '020 7946 0321' })).toHaveAttribute(
      'href',
      'tel:+442079460321',
    );
  },
};
