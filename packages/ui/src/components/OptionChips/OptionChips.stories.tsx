import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OptionChips, tagTones } from '../../index';

const meta = {
  title: 'Components/OptionChips',
  component: OptionChips,
  args: {
    'aria-label': 'Badges',
    options: [
      { value: 'accessibleLandlord', label: 'Accessible landlord' },
      { value: 'greenLandlord', label: 'Green landlord' },
    ],
  },
  argTypes: { tone: { control: 'select', options: tagTones } },
} satisfies Meta<typeof OptionChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Badges' });
    await expect(list).toHaveAttribute('data-component', 'OptionChips');
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Accessible landlord');
    await expect(
      [...canvasElement.querySelectorAll('[data-part="option"]')].map((node) =>
        node.getAttribute('data-value'),
      ),
    ).toEqual(['accessibleLandlord', 'greenLandlord']);
  },
};

export const Playground: Story = { args: { tone: 'brandAccent' } };

export const Empty: Story = {
  args: { options: [], emptyText: 'None' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('None')).toBeVisible();
  },
};

export const EmptyWithoutText: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="OptionChips"]')).toBeNull();
  },
};
