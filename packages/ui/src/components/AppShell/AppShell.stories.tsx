import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  AppShell,
  AppShellBrand,
  Breadcrumbs,
  Heading,
  Sidebar,
  type SidebarItem,
  Stack,
  Text,
  TopBar,
} from '../../index';

const items: SidebarItem[] = [
  { id: 'home', label: 'Dashboard', href: '/dashboard', icon: 'home' },
  {
    id: 'clients',
    label: 'Guests',
    children: [
      { id: 'clients-create', label: 'Create', href: '/dashboard/clients/create' },
      { id: 'clients-list', label: 'List', href: '/dashboard/clients/list' },
    ],
  },
  { id: 'tracker', label: 'Tracker', href: '/dashboard/tracker' },
];

const navigate = fn();

/** A phone-sized window for the play test (media queries answer the window). */
const phoneViewport = {
  viewport: {
    options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' } } },
  },
};

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  parameters: { bleed: true },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: {
    brand: <AppShellBrand href="/dashboard" phoneLabel="Call us on 020 7946 0321" />,
    actions: (
      <TopBar
        user={{ fullName: 'Ana Pereira', firstName: 'Ana' }}
        roleLabel="Admin"
        settingsHref="/dashboard/settings"
        menuItems={[{ id: 'log-out', label: 'Log Out', icon: 'logout', onAction: fn() }]}
      />
    ),
    sidebar: <Sidebar items={items} currentHref="/dashboard/clients/list" />,
    breadcrumbs: (
      <Breadcrumbs
        items={[
          { id: 'menu', label: 'Menu' },
          { id: 'clients', label: 'Guests', href: '/dashboard/clients/list' },
          { id: 'list', label: 'List' },
        ]}
      />
    ),
    children: (
      <Stack space="small">
        <Heading level={1}>Guests</Heading>
        <Text>Everyone who has stayed or enquired.</Text>
      </Stack>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One bar (the banner) holds brand, phone, notifications, settings and the avatar menu. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(64);
    const inBar = within(banner);
    await expect(inBar.getByRole('link', { name: 'Call us on 020 7946 0321' })).toHaveAttribute(
      'href',
      'tel:+442079460321',
    );
    await expect(inBar.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(inBar.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(inBar.getByText('Staydesk')).toBeVisible();
    // Wide window: the sidebar is a column and the menu button is not shown.
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(inBar.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { name: 'Guests' }),
    );
  },
};

export const Playground: Story = {};

/** The phone number comes from the admin's settings when given; the brand token is the fallback. */
export const PhoneFromSettings: Story = {
  args: {
    brand: (
      <AppShellBrand
        phone={{ display: '0113 496 0999', href: 'tel:+441134960999' }}
        phoneLabel="Call us on 0113 496 0999"
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Call us on 0113 496 0999' })).toHaveAttribute(
      'href',
      'tel:+441134960999',
    );
  },
};

/**
 * Below 768px the sidebar is a drawer: the named menu button opens it, focus moves inside and
 * stays there, Escape closes it and focus returns to the button; following a link closes it.
 */
export const DrawerOnAPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // Keyboard: the skip link, then the menu button, first in the bar.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await within(document.body).findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    // Focus is trapped: tabbing through every stop never leaves the drawer.
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
    // Following a link closes the drawer.
    navigate.mockClear();
    await userEvent.click(menu);
    const again = await within(document.body).findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(again).getByRole('link', { name: 'Tracker' }));
    await expect(navigate).toHaveBeenCalledWith('/dashboard/tracker', undefined);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** The close button in the drawer is named and closes it. */
export const DrawerCloseButton: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** A page whose heading draws a moment after it opens, as a screen whose chunk is loading. */
function SlowPage({ title }: { title: string }) {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 150);
    return () => clearTimeout(timer);
  }, []);
  return isReady ? <Heading level={1}>{title}</Heading> : <Text>Loading...</Text>;
}

/**
 * After a navigation focus moves to the new page's heading once it has drawn (a screen reader
 * announces the page); the first render (a page load) leaves focus alone.
 */
export const FocusesTheNewPageHeading: Story = {
  render: function Render(args) {
    const [href, setHref] = useState('/dashboard/clients/list');
    const title = items
      .flatMap((item) => [item, ...(item.children ?? [])])
      .find((item) => item.href === href)?.label;
    return (
      <RouterProvider navigate={setHref}>
        <AppShell
          {...args}
          currentHref={href}
          sidebar={<Sidebar items={items} currentHref={href} />}
        >
          {/* The page left behind stays in the document, hidden, as React keeps it while the
              next page suspends: its heading must not take the focus. */}
          <div hidden>
            <Heading level={1}>Previous page</Heading>
          </div>
          <SlowPage key={href} title={title ?? href} />
        </AppShell>
      </RouterProvider>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'List' })).not.toHaveFocus();
    const tracker = canvas.getByRole('link', { name: 'Tracker' });
    await userEvent.click(tracker);
    await expect(tracker).toHaveFocus();
    const heading = await canvas.findByRole('heading', { name: 'Tracker', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(heading).toHaveAttribute('tabindex', '-1');
  },
};
