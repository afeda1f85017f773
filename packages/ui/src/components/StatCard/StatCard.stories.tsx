import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import { StatCard, statCardTrendDirections, statCardTrendTones } from '../../index';

const navigate = fn();

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  argTypes: {
    trend: { control: 'object' },
  },
  args: {
    label: 'Enquiries awaiting response',
    value: '12',
    hint: 'Oldest: 3 days',
    trend: { direction: 'up', label: '+3 since yesterday', tone: 'critical' },
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('12')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    const trend = canvasElement.querySelector('[data-part="trend"]');
    await expect(trend).toHaveAttribute('data-tone', 'critical');
    await expect(trend).toHaveTextContent('+3 since yesterday');
  },
};

export const Playground: Story = {};

/** With `href` the whole card is one link, named by its text, opened through the app's router. */
export const AsALink: Story = {
  args: { href: '/dashboard/enquiries/list?tab=awaiting', linkLabel: 'View list' },
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: /Enquiries awaiting response.*12.*View list/ });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith(
      '/dashboard/enquiries/list?tab=awaiting',
      undefined,
    );
  },
};

/** Every direction and tone, as options for the controls. */
export const Trends: Story = {
  argTypes: {
    trend: {
      control: 'object',
      description: `direction: ${statCardTrendDirections.join(' | ')}; tone: ${statCardTrendTones.join(' | ')}`,
    },
  },
  args: { trend: { direction: 'down', label: '−2 this week', tone: 'positive' }, hint: undefined },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('[data-part="trend"] [data-icon]');
    await expect(icon).toHaveAttribute('data-icon', 'trending-down');
  },
};
