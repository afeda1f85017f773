import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppLayout, BrandHeader, Breadcrumbs, Sidebar, Stack } from '../../index';

const meta = {
  title: 'Visual/AppLayout',
  component: AppLayout,
  tags: ['!autodocs', 'visual'],
  parameters: { bleed: true },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Frame: Story = {
  args: {
    header: <BrandHeader />,
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
    topBar: <span>Top bar</span>,
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
        <h1>Tracker</h1>
        <p>Everything that needs attention today.</p>
      </Stack>
    ),
  },
};

/** Below the tablet breakpoint (740px) the layout stacks into one column. */
export const FrameOnAPhone: Story = {
  ...Frame,
  parameters: { screenshotViewport: { width: 375, height: 740 } },
};
