import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, waitFor } from 'storybook/test';
import { Sidebar, type SidebarItem } from '../../index';

const items: SidebarItem[] = [
  { id: 'home', label: 'Dashboard', href: '/dashboard', icon: 'home' },
  {
    id: 'enquiries',
    label: 'Enquiries',
    children: [
      { id: 'enquiries-create', label: 'Create', href: '/dashboard/enquiries/create' },
      { id: 'enquiries-list', label: 'List', href: '/dashboard/enquiries/list' },
      { id: 'enquiries-report', label: 'Report', href: '/dashboard/enquiries/report' },
    ],
  },
  {
    id: 'bookings',
    label: 'Bookings',
    children: [
      { id: 'bookings-list', label: 'List', href: '/dashboard/bookings/list' },
      { id: 'bookings-report', label: 'Report', href: '/dashboard/bookings/report' },
    ],
  },
  { id: 'tracker', label: 'Tracker', href: '/dashboard/tracker' },
  { id: 'tasks', label: 'Tasks', href: '/dashboard/tasks', isAdminOnly: true },
  { id: 'admin', label: 'Admin', href: '/dashboard/administration', isAdminOnly: true },
];

const navigate = fn();

const meta = {
  title: 'Components/Sidebar',
  component: Sidebar,
  args: { items, currentHref: '/dashboard/enquiries/list/6650f1c2' },
  // Links navigate through RAC's RouterProvider, as in the app, so a click stays on the story.
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    // A record page marks its list, and the group holding it starts expanded.
    const current = canvas.getByRole('link', { name: 'List' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Enquiries' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Bookings' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Tracker' }));
    await expect(navigate).toHaveBeenCalledWith('/dashboard/tracker', undefined);
  },
};

export const Playground: Story = { args: { currentHref: '/dashboard' } };

/** The home link is current only on /dashboard itself, not on every page under it. */
export const HomeIsCurrent: Story = {
  args: { currentHref: '/dashboard' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Tracker' })).not.toHaveAttribute('aria-current');
  },
};

/**
 * A page of a group's section with no link of its own (bookings/create: the menu offers list and
 * report): no link claims it, not even 'Dashboard', and its group opens and is marked.
 */
export const SectionPageWithoutLink: Story = {
  args: { currentHref: '/dashboard/bookings/create' },
  play: async ({ canvas }) => {
    const bookings = canvas.getByRole('button', { name: 'Bookings' });
    await expect(bookings).toHaveAttribute('aria-expanded', 'true');
    await expect(bookings).toHaveAttribute('data-current', 'true');
    for (const link of canvas.getAllByRole('link')) {
      await expect(link).not.toHaveAttribute('aria-current');
    }
    await expect(canvas.getByRole('button', { name: 'Enquiries' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Keyboard: Tab to a group, Enter or Space expands it, Tab reaches its sub-links. */
export const Keyboard: Story = {
  args: { currentHref: '/dashboard/tracker' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    const enquiries = canvas.getByRole('button', { name: 'Enquiries' });
    await expect(enquiries).toHaveFocus();
    await expect(enquiries).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(enquiries).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    const create = canvas.getByRole('link', { name: 'Create' });
    await expect(create).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/dashboard/enquiries/create', undefined);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await waitFor(() => expect(enquiries).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  },
};

/** One group is open at a time: opening another closes the one that was open. */
export const OneGroupAtATime: Story = {
  play: async ({ canvas, userEvent }) => {
    const enquiries = canvas.getByRole('button', { name: 'Enquiries' });
    const bookings = canvas.getByRole('button', { name: 'Bookings' });
    await expect(enquiries).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(bookings);
    await expect(bookings).toHaveAttribute('aria-expanded', 'true');
    await expect(enquiries).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    await userEvent.click(bookings);
    await expect(bookings).toHaveAttribute('aria-expanded', 'false');
    await expect(enquiries).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Admin-only entries carry a shield with an accessible name. */
export const AdminOnly: Story = {
  play: async ({ canvas }) => {
    const shields = canvas.getAllByRole('img', { name: 'Admin only' });
    await expect(shields).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Tasks Admin only' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tracker' })).toBeVisible();
  },
};

/** Moving into a collapsed group (navigation elsewhere in the app) opens it. */
export const FollowsLocation: Story = {
  args: { currentHref: '/dashboard/tracker' },
  render: function Render(args) {
    const [href, setHref] = useState(args.currentHref);
    return (
      <RouterProvider navigate={setHref}>
        <Sidebar
          {...args}
          currentHref={href}
          items={[
            ...args.items,
            { id: 'jump', label: 'Open the bookings report', href: '/dashboard/bookings/report' },
          ]}
        />
      </RouterProvider>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const bookings = canvas.getByRole('button', { name: 'Bookings' });
    await expect(bookings).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('link', { name: 'Open the bookings report' }));
    await expect(bookings).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Report' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
