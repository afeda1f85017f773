import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  Button,
  EmptyState,
  ListPage,
  type ListPageProps,
  NavigationProvider,
  PageHeader,
  Pagination,
  Table,
  type TableColumn,
} from '../../index';

interface Guest {
  id: string;
  name: string;
  email: string;
}

const guests: Guest[] = [
  { id: 'g1', name: 'Anna Smith', email: 'anna.smith@example.com' },
  { id: 'g2', name: 'Ben Okafor', email: 'ben.okafor@example.com' },
];

const columns: TableColumn<Guest>[] = [
  { id: 'name', name: 'Name', renderCell: (g) => g.name },
  { id: 'email', name: 'Email', renderCell: (g) => g.email },
];

const tabs = [
  { id: 'active', label: 'Active', count: 2, href: '?tab=active' },
  { id: 'deleted', label: 'Deleted', count: 14, href: '?tab=deleted' },
];

/** The app router's navigate, as the app's NavigationProvider hands it to the tabs' links. */
const navigate = fn();

/**
 * Controls search and tab as an app's list state would (the template owns nothing): a tab is a
 * link, and the "router" reads the tab back from the address it was sent to.
 */
function ControlledListPage(args: ListPageProps) {
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState('active');
  return (
    <NavigationProvider
      navigate={(href, options) => {
        navigate(href, options);
        setTab(new URLSearchParams(href.split('?')[1]).get('tab') ?? 'active');
      }}
    >
      <ListPage
        {...args}
        searchValue={search}
        onSearchChange={(value) => {
          setSearch(value);
          args.onSearchChange?.(value);
        }}
        selectedTab={tab}
      />
    </NavigationProvider>
  );
}

const meta = {
  title: 'Components/ListPage',
  component: ListPage,
  render: (args) => <ControlledListPage {...args} />,
  args: {
    header: <PageHeader title="Guests" actions={<Button>Create guest</Button>} />,
    searchLabel: 'Search guests',
    searchPlaceholder: 'Name or email',
    onSearchChange: fn(),
    tabs,
    tabsLabel: 'Guest status',
    children: <Table aria-label="Guests" columns={columns} items={guests} />,
    pagination: <Pagination page={1} pageCount={3} onPageChange={fn()} />,
  },
} satisfies Meta<typeof ListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toolbar, counted tabs, table, pager; typing goes to the app, a tab is a link to its address. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('search')).toBeVisible();
    const field = canvas.getByRole('searchbox', { name: 'Search guests' });
    await userEvent.type(field, 'ann');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('ann');
    await expect(field).toHaveValue('ann');
    const tabs = canvas.getByRole('navigation', { name: 'Guest status' });
    const active = within(tabs).getByRole('link', { name: 'Active (2)' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    const deleted = within(tabs).getByRole('link', { name: 'Deleted (14)' });
    await expect(deleted).toHaveAttribute('href', '?tab=deleted');
    await expect(deleted).not.toHaveAttribute('aria-current');
    await userEvent.click(deleted);
    await expect(navigate).toHaveBeenLastCalledWith('?tab=deleted', undefined);
    await waitFor(() => expect(deleted).toHaveAttribute('aria-current', 'page'));
    await expect(active).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('grid', { name: 'Guests' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: /pag/i })).toBeVisible();
  },
};

export const Playground: Story = {};

/** While `isEmpty`, the empty state replaces the table and the pager. */
export const Empty: Story = {
  args: {
    isEmpty: true,
    emptyState: <EmptyState title="No guests yet" text="Guests you add appear here." />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No guests yet' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** Without tabs or search, only the table and pager are laid out. */
export const TableOnly: Story = {
  args: { tabs: undefined, onSearchChange: undefined, header: undefined },
  render: (args) => <ListPage {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Guest status' })).toBeNull();
    await expect(canvas.getByRole('grid', { name: 'Guests' })).toBeVisible();
  },
};
