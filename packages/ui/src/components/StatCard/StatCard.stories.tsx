import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import {
  Grid,
  StatCard,
  StatCardSkeleton,
  statCardSeverities,
  statCardTrendDirections,
  statCardTrendTones,
} from '../../index';

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

/** Nothing to compare with (no figure the period before): a neutral '—', no arrow. */
export const NothingToCompare: Story = {
  args: { trend: { label: '—' }, hint: undefined },
  play: async ({ canvasElement }) => {
    const trend = canvasElement.querySelector('[data-part="trend"]');
    await expect(trend).toHaveTextContent('—');
    await expect(trend).toHaveAttribute('data-tone', 'neutral');
    await expect(trend?.querySelector('[data-icon]')).toBeNull();
  },
};

/**
 * While the counts load, a `StatCardSkeleton` holds each card's place: a linked card with its
 * link label and its skeleton are the same size, so nothing moves when the counts arrive.
 */
export const LoadingSameSize: Story = {
  args: {
    hint: undefined,
    trend: undefined,
    href: '/dashboard/enquiries/list',
    linkLabel: 'View list',
  },
  render: (args) => (
    <Grid columns={2} space="medium">
      <StatCard {...args} />
      <StatCardSkeleton />
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const [loaded, loading] = Array.from(
      canvasElement.querySelectorAll<HTMLElement>('[data-component="StatCard"]'),
    );
    await expect(loading).toHaveAttribute('data-loading');
    await expect(loading).toHaveAttribute('aria-hidden', 'true');
    const heightOf = (element: HTMLElement | undefined) =>
      element?.getBoundingClientRect().height ?? 0;
    // Grid rows stretch their cells: compare the cards' own content heights instead.
    for (const card of [loaded, loading]) {
      if (card) card.style.alignSelf = 'start';
    }
    await expect(heightOf(loading)).toBeCloseTo(heightOf(loaded), 0);
    // Every bar shows: the card sizes its lines to their content, so each bar has its own width.
    for (const bar of Array.from(loading?.querySelectorAll('[data-component="Skeleton"]') ?? [])) {
      await expect(bar.getBoundingClientRect().width).toBeGreaterThan(0);
    }
  },
};

/** A count of a problem: the bar and the word say how urgent it is (never the colour alone). */
export const Severity: Story = {
  argTypes: {
    severity: { control: 'select', options: [...statCardSeverities] },
  },
  args: {
    label: 'Open enquiries past their respond-by time',
    value: '243',
    hint: undefined,
    trend: undefined,
    severity: 'critical',
    severityLabel: 'Act now',
    href: '/dashboard/enquiries/list?tab=overview&due=overdue',
  },
  play: async ({ canvas, canvasElement }) => {
    const card = canvasElement.querySelector('[data-component="StatCard"]');
    await expect(card).toHaveAttribute('data-severity', 'critical');
    await expect(canvas.getByRole('link', { name: /Act now.*243/ })).toBeVisible();
  },
};
