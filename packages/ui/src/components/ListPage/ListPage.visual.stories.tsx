import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Box,
  Button,
  ListPage,
  PageHeader,
  Pagination,
  Select,
  SelectItem,
  Table,
  type TableColumn,
} from '../../index';

interface Guest {
  id: string;
  name: string;
  company: string;
}

const guests: Guest[] = [
  { id: 'g1', name: 'Anna Smith', company: 'Harbour Lets Ltd' },
  { id: 'g2', name: 'Ben Okafor', company: '—' },
  { id: 'g3', name: 'Chloé Martin', company: 'Atlantic Relocation' },
];

const columns: TableColumn<Guest>[] = [
  { id: 'name', name: 'Name', allowsSorting: true, renderCell: (g) => g.name },
  { id: 'company', name: 'Company', renderCell: (g) => g.company },
];

const meta = {
  title: 'Visual/ListPage',
  component: ListPage,
  tags: ['!autodocs', 'visual'],
  args: { children: null },
} satisfies Meta<typeof ListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (
  <Box width="100%">
    <ListPage
      header={<PageHeader title="Guests" actions={<Button>Create guest</Button>} />}
      searchLabel="Search guests"
      searchPlaceholder="Name or email"
      searchValue=""
      onSearchChange={() => undefined}
      filters={
        <Select aria-label="Company" placeholder="All companies">
          <SelectItem id="harbour">Harbour Lets Ltd</SelectItem>
        </Select>
      }
      tabs={[
        { id: 'active', label: 'Active', count: 3, href: '?tab=active' },
        { id: 'deleted', label: 'Deleted', count: 1204, href: '?tab=deleted' },
      ]}
      selectedTab="active"
      tabsLabel="Guest status"
      pagination={<Pagination page={1} pageCount={3} onPageChange={() => undefined} />}
    >
      <Table
        aria-label="Guests"
        columns={columns}
        items={guests}
        sortDescriptor={{ column: 'name', direction: 'ascending' }}
      />
    </ListPage>
  </Box>
);

export const List: Story = {
  render: () => list,
  parameters: { screenshotViewport: { width: 1280, height: 560 } },
};

export const ListOnAPhone: Story = {
  render: () => list,
  parameters: { screenshotViewport: { width: 390, height: 760 } },
};
