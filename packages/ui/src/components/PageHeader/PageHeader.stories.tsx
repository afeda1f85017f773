import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Avatar, Button, PageHeader, StatusChip } from '../../index';

const onEdit = fn();

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: {
    title: 'Harbour Lets Ltd',
    description: 'Updated 5 minutes ago by Ana Pereira',
    status: <StatusChip kind="workflow" status="approved" />,
    avatar: <Avatar name="Harbour Lets" />,
    actions: (
      <>
        <Button variant="secondary">Delete</Button>
        <Button onPress={onEdit}>Edit</Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Harbour Lets Ltd' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText('Updated 5 minutes ago by Ana Pereira')).toBeVisible();
    const root = canvasElement.querySelector('[data-component="PageHeader"]');
    await expect(root?.querySelector('[data-part="status"]')).toHaveTextContent('Approved');
    // Keyboard path: the actions follow the title in tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalled();
  },
};

export const Playground: Story = {};

/** Only a title: no empty parts are drawn. */
export const TitleOnly: Story = {
  args: { status: undefined, avatar: undefined, description: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-component="PageHeader"]');
    await expect(root?.querySelectorAll('[data-part]')).toHaveLength(1);
  },
};

/** A section header inside a page: `h2`, named by `titleId`. */
export const SecondLevel: Story = {
  args: { headingLevel: 2, titleId: 'section-title', avatar: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'section-title');
  },
};
