import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, avatarColors, avatarSizes, Inline } from '../../index';

/** A 16×16 gradient standing in for a profile photo: stories never reach the network. */
const photo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAABz0lEQVR42g3LIc5GAAAA0P843wEcwAEcwESTJBNNkkw0SXoTTZJMNEky2WF+r7+/XyJIhIkoESeyRJGoE21iSEgsiS1xJu7Em/j7pYJUmIpScSpLFak61aaGlNSS2lJn6k696RdyQS7MRbk4l+WKXJ1rc0NObsltuTN35978C6WgFJaiUlzKSkWpLrWloaS0lLbSWbpLb/mFSlAJK1ElrmSVolJX2spQUVkqW+Ws3JW3+kIjaISNqBE3skbRqBttY2hoLI2tcTbuxtt8oRN0wk7UiTtZp+jUnbYzdHSWztY5O3fn7b7QC3phL+rFvaxX9Ope2xt6ektv6529u/f2XxgFo3AUjeJRNipG9agdDSOjZbSNztE9escvTIJJOIkm8SSbFJN60k6Gicky2Sbn5J680xdmwSycRbN4ls2KWT1rZ8PMbJlts3N2z975C6tgFa6iVbzKVsWqXrWrYWW1rLbVubpX7/qFXbALd9Eu3mW7Ylfv2t2ws1t22+7c3bt3/8IhOISH6BAfskNxqA/tYTg4LIftcB7uw3t84RJcwkt0iS/ZpbjUl/YyXFyWy3Y5L/flvb7wCB7hI3rEj+xRPOpH+xgeHstje5yP+/E+/gFDcrgQZm6nbwAAAABJRU5ErkJggg==';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Anna Maria Smith' },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    color: { control: 'select', options: avatarColors },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Anna Maria Smith' });
    await expect(avatar).toHaveTextContent('AS');
    await expect(avatar).toHaveAttribute('data-variant', 'initials');
    await expect(avatar).toHaveAttribute('data-size', 'standard');
    await expect(avatar.getBoundingClientRect().width).toBe(40);
  },
};

export const Playground: Story = { args: { size: 'small', color: 'three' } };

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Anna Maria Smith' });
    await expect(avatar.getBoundingClientRect().width).toBe(30);
    await expect(avatar.getBoundingClientRect().height).toBe(30);
  },
};

export const WithImage: Story = {
  args: { src: photo },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Anna Maria Smith' });
    await expect(avatar).toHaveAttribute('data-variant', 'image');
    await expect(avatar).not.toHaveTextContent('AS');
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Anna Maria Smith' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-variant', 'initials'));
    await expect(avatar).toHaveTextContent('AS');
  },
};

export const GivenColor: Story = {
  args: { color: 'five' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAttribute('data-color', 'five');
  },
};

/** The colour is seeded by the name: the same person keeps theirs wherever they appear. */
export const ColourPerName: Story = {
  render: (args) => (
    <Inline space="small">
      {['Anna Smith', 'Ben Okafor', 'Chloé Martin', 'Dev Patel', 'Anna Smith'].map(
        (name, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the repeated name is the point of the story
          <Avatar key={index} {...args} name={name} />
        ),
      )}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const [first, , , , again] = canvas.getAllByRole('img');
    await expect(first?.getAttribute('data-color')).toBe(again?.getAttribute('data-color'));
  },
};

export const Decorative: Story = {
  args: { isDecorative: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-component="Avatar"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};
