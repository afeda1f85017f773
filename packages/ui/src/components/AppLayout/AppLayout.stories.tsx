import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import { AppLayout, BrandHeader, Breadcrumbs, Sidebar, type SidebarItem, Stack } from '../../index';

const items: SidebarItem[] = [
  { id: 'home', label: 'Dashboard', href: '/dashboard', icon: 'home' },
  {
    id: 'properties',
    label: 'Listings',
    children: [
      { id: 'properties-create', label: 'Create', href: '/dashboard/properties/create' },
      { id: 'properties-list', label: 'List', href: '/dashboard/properties/list' },
    ],
  },
  { id: 'tracker', label: 'Tracker', href: '/dashboard/tracker' },
];

const navigate = fn();

const meta = {
  title: 'Components/AppLayout',
  component: AppLayout,
  parameters: { bleed: true },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: {
    header: <BrandHeader />,
    sidebar: <Sidebar items={items} currentHref="/dashboard/properties/list/p-77" />,
    topBar: <span>Top bar</span>,
    breadcrumbs: (
      <Breadcrumbs
        items={[
          { id: 'menu', label: 'Menu' },
          { id: 'properties', label: 'Listings', href: '/dashboard/properties/list' },
          { id: 'list', label: 'List', href: '/dashboard/properties/list' },
          { id: 'p-77', label: 'p-77' },
        ]}
      />
    ),
    children: (
      <Stack space="small">
        <h1>Property p-77</h1>
        <p>Two-bedroom apartment, Harbour Street.</p>
      </Stack>
    ),
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main).toContainElement(canvas.getByRole('heading', { name: 'Property p-77' }));
    await expect(main).toContainElement(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
  },
};

export const Playground: Story = { args: { breadcrumbs: undefined, header: undefined } };

/** The skip link is the first tab stop and moves focus to the main landmark. */
export const SkipToContent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** On /dashboard the app passes no breadcrumbs; the layout draws none. */
export const WithoutBreadcrumbs: Story = {
  args: { breadcrumbs: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  },
};
