import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InfoCard } from '../../index';

const meta = {
  title: 'Components/InfoCard',
  component: InfoCard,
  args: { label: 'Check-in method', value: 'Key box' },
} satisfies Meta<typeof InfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Check-in method');
    await expect(canvas.getByRole('definition')).toHaveTextContent('Key box');
    await expect(canvasElement.querySelector('[data-component="InfoCard"]')).not.toHaveAttribute(
      'data-inline',
    );
  },
};

export const Playground: Story = { args: { isInline: true } };

export const Inline: Story = {
  args: { label: 'Parking', value: 'On-site, free', isInline: true },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-component="InfoCard"]');
    await expect(card).toHaveAttribute('data-inline', 'true');
    const term = card?.querySelector('dt');
    const definition = card?.querySelector('dd');
    await expect(term?.getBoundingClientRect().top).toBeCloseTo(
      definition?.getBoundingClientRect().top ?? Number.NaN,
      -1,
    );
  },
};

export const Tags: Story = {
  args: { label: 'Amenities', value: undefined, tags: ['Wi-Fi', 'Parking', 'Pet friendly'] },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('definition')).getByRole('list');
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wi-Fi', 'Parking', 'Pet friendly']);
  },
};

export const Empty: Story = {
  args: { label: 'Amenities', value: undefined, tags: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('definition')).toHaveTextContent('—');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
