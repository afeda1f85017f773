import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, DescriptionList, DescriptionListItem, RecordSection } from '../../index';

const onEdit = fn();

const meta = {
  title: 'Components/RecordSection',
  component: RecordSection,
  args: {
    title: 'Contact',
    description: 'How the company prefers to be reached.',
    actions: (
      <Button variant="secondary" size="small" onPress={onEdit}>
        Edit
      </Button>
    ),
    children: (
      <DescriptionList>
        <DescriptionListItem label="Email" value="bookings@harbourlets.example" />
        <DescriptionListItem label="Phone" value="020 7946 0018" />
      </DescriptionList>
    ),
  },
} satisfies Meta<typeof RecordSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its heading, with its own actions. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Contact' });
    await expect(region.tagName).toBe('SECTION');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onEdit).toHaveBeenCalled();
  },
};

export const Playground: Story = {};

export const WithoutActions: Story = {
  args: { actions: undefined, description: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="actions"]')).toBeNull();
  },
};
