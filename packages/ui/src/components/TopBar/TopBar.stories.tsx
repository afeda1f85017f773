import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, waitFor } from 'storybook/test';
import { Box, Popover, Text, TopBar, type TopBarProps } from '../../index';

const refreshData = fn();
const logOut = fn();

// A stand-in profile photo: an inline SVG, so the story needs no network.
const photo =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'%3E%3Crect width='40' height='40' fill='teal'/%3E%3C/svg%3E";

const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  decorators: [
    (Story) => (
      <RouterProvider navigate={fn()}>
        <Box background="surface" paddingX="medium">
          <Story />
        </Box>
      </RouterProvider>
    ),
  ],
  args: {
    user: { fullName: 'Ana Lopez', firstName: 'Ana' },
    roleLabel: 'Admin',
    settingsHref: '/dashboard/settings',
    onNotificationsPress: fn(),
    menuItems: [
      { id: 'refresh', label: 'Refresh Data', icon: 'refresh', onAction: refreshData },
      { id: 'logout', label: 'Log Out', icon: 'logout', onAction: logOut },
    ],
  },
  beforeEach: () => {
    refreshData.mockClear();
    logOut.mockClear();
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await canvas.findByRole('menu', { name: 'Hi, Ana! Admin' });
    // Visible once the popup's 0.2 s entry (from opacity 0) has run.
    await waitFor(() => expect(menu).toBeVisible());
    await expect(canvas.getByText('Hi, Ana!')).toBeVisible();
    await expect(canvas.getByText('Admin')).toHaveAttribute('data-component', 'Badge');
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Refresh Data' }));
    await expect(refreshData).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Playground: Story = { args: { roleLabel: 'System Admin', children: 'Tracker' } };

/** Tab reaches notifications, settings, then the avatar; the menu works with arrows and Enter. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const notifications = canvas.getByRole('button', { name: 'Notifications' });
    await expect(notifications).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNotificationsPress).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveFocus();
    await userEvent.tab();
    const account = canvas.getByRole('button', { name: 'Account menu' });
    await expect(account).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('menu', { name: 'Hi, Ana! Admin' });
    await waitFor(() =>
      expect(canvas.getByRole('menuitem', { name: 'Refresh Data' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(logOut).toHaveBeenCalledTimes(1);
    await expect(refreshData).not.toHaveBeenCalled();
    await waitFor(() => expect(account).toHaveFocus());
  },
};

/** The menu-button keys: ArrowUp opens on the last item, ArrowDown on the first. */
export const ArrowKeysOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const account = canvas.getByRole('button', { name: 'Account menu' });
    await expect(account).toHaveAttribute('aria-haspopup', 'menu');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    account.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus());
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(account).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('menuitem', { name: 'Refresh Data' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** Escape closes the menu without acting. */
export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await canvas.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await expect(logOut).not.toHaveBeenCalled();
    await expect(refreshData).not.toHaveBeenCalled();
  },
};

/** Initials when there is no profile image; the image when there is. */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-component="Avatar"]');
    await expect(avatar).toHaveAttribute('data-variant', 'initials');
    await expect(avatar).toHaveTextContent('AL');
  },
};

export const WithImage: Story = {
  args: { user: { fullName: 'Ana Lopez', firstName: 'Ana', imageUrl: photo } },
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-component="Avatar"]');
    await expect(avatar).toHaveAttribute('data-variant', 'image');
  },
};

export const CustomLabels: Story = {
  args: {
    notificationsLabel: 'Notifications (3 new)',
    settingsLabel: 'Paramètres',
    accountMenuLabel: 'Mon compte',
    greeting: 'Bonjour, Ana !',
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications (3 new)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Paramètres' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mon compte' }));
    await expect(
      await canvas.findByRole('menu', { name: 'Bonjour, Ana ! Admin' }),
    ).toBeInTheDocument();
  },
};

/**
 * The unread count on the bell, and a panel opened from it: the bell announces a dialog popup and
 * its expanded state; Escape closes the panel and focus returns to the bell.
 */
function WithPanel(props: TopBarProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <TopBar
      {...props}
      onNotificationsPress={() => setOpen(!isOpen)}
      notificationsExpanded={isOpen}
      notificationsPanel={(bellRef) => (
        <Popover
          triggerRef={bellRef}
          isOpen={isOpen}
          onOpenChange={setOpen}
          placement="bottom end"
          title="Notifications"
        >
          <Text>Enquiry assigned to you</Text>
        </Popover>
      )}
    />
  );
}

export const WithNotifications: Story = {
  args: { notificationCount: 3, notificationsLabel: 'Notifications, 3 unread' },
  render: (args) => <WithPanel {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('[data-part="count"]')).toHaveTextContent('3');
    await userEvent.click(bell);
    const panel = await canvas.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(panel).toBeVisible());
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bell).toHaveFocus());
  },
};

/** Above 99 the bell shows 99+; at 0 it shows no count. */
export const ManyNotifications: Story = {
  args: { notificationCount: 250, notificationsLabel: 'Notifications, 250 unread' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="count"]')).toHaveTextContent('99+');
  },
};
