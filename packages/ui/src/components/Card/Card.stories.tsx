import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, cardElevations, cardPaddings } from '../../index';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { children: 'Three nights at 12 Harbour Street' },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    elevation: { control: 'inline-radio', options: cardElevations },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByText('Three nights at 12 Harbour Street');
    await expect(card).toHaveAttribute('data-component', 'Card');
    await expect(card).toHaveAttribute('data-padding', 'medium');
    await expect(card).toHaveAttribute('data-elevation', 'flat');
  },
};

export const Playground: Story = { args: { elevation: 'raised', padding: 'large' } };

export const NamedRegion: Story = {
  render: (args) => (
    <Card {...args} as="section" aria-labelledby="stay-title">
      <h2 id="stay-title">Stay</h2>
      <p>Three nights at 12 Harbour Street</p>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Stay' })).toHaveAttribute(
      'data-component',
      'Card',
    );
  },
};
