import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import {
  AppShell,
  AppShellBrand,
  Breadcrumbs,
  Heading,
  Sidebar,
  Stack,
  Text,
  TopBar,
} from '../../index';

const meta = {
  title: 'Visual/AppShell',
  component: AppShell,
  tags: ['!autodocs', 'visual'],
  parameters: { bleed: true },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Frame: Story = {
  parameters: { screenshotViewport: { width: 1280, height: 480 } },
  args: {
    brand: <AppShellBrand href="/dashboard" />,
    actions: (
      <TopBar
        user={{ fullName: 'Ana Pereira', firstName: 'Ana' }}
        roleLabel="Admin"
        settingsHref="/dashboard/settings"
        menuItems={[]}
      />
    ),
    sidebar: (
      <Sidebar
        currentHref="/dashboard/tracker"
        items={[
          { id: 'home', label: 'Dashboard', href: '/dashboard', icon: 'home' },
          { id: 'tracker', label: 'Tracker', href: '/dashboard/tracker' },
          { id: 'admin', label: 'Admin', href: '/dashboard/administration', isAdminOnly: true },
        ]}
      />
    ),
    breadcrumbs: (
      <Breadcrumbs
        items={[
          { id: 'menu', label: 'Menu' },
          { id: 'tracker', label: 'Tracker' },
        ]}
      />
    ),
    children: (
      <Stack space="small">
        <Heading level={1}>Tracker</Heading>
        <Text>Everything that needs attention today.</Text>
      </Stack>
    ),
  },
};

/** Below 768px: one bar with the menu button, logo, phone icon and the top bar's buttons. */
export const FrameOnAPhone: Story = {
  args: Frame.args,
  parameters: { screenshotViewport: { width: 390, height: 640 } },
};

/** The drawer open on a phone: the sidebar over a dimmed page, with its title and close button. */
export const DrawerOpenOnAPhone: Story = {
  args: Frame.args,
  parameters: { screenshotViewport: { width: 390, height: 640 } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await within(document.body).findByRole('dialog', { name: 'Navigation' });
  },
};
