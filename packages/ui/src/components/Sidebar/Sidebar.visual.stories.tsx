import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Inline, Sidebar, type SidebarItem } from '../../index';

const meta = {
  title: 'Visual/Sidebar',
  component: Sidebar,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const items: SidebarItem[] = [
  { id: 'home', label: 'Dashboard', href: '/dashboard', icon: 'home' },
  {
    id: 'invoices',
    label: 'Invoices',
    children: [
      { id: 'invoices-list', label: 'List', href: '/dashboard/invoices/list' },
      { id: 'credit-notes', label: 'Credit notes', href: '/dashboard/invoices/credit-notes' },
      {
        id: 'bank-payments-create',
        label: 'Create a bank payment for a supercalifragilistic-unbroken-landlord',
        href: '/dashboard/invoices/bank-payments-create',
      },
    ],
  },
  { id: 'landlords', label: 'Landlords', children: [{ id: 'l', label: 'List', href: '/l' }] },
  { id: 'tasks', label: 'Tasks', href: '/dashboard/tasks', isAdminOnly: true },
  { id: 'admin', label: 'Admin', href: '/dashboard/administration', isAdminOnly: true },
];

export const States: Story = {
  args: { items },
  render: () => (
    <Inline space="medium" alignY="flex-start" noWrap>
      <Box background="surface" padding="small">
        <Sidebar
          items={items}
          currentHref="/dashboard/invoices/credit-notes"
          aria-label="Sub-link current"
        />
      </Box>
      <Box background="surface" padding="small">
        <Sidebar items={items} currentHref="/dashboard/tasks" aria-label="Admin link current" />
      </Box>
    </Inline>
  ),
};
