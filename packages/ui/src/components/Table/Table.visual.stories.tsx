import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Stack, Table, type TableColumn } from '../../index';

interface Landlord {
  id: string;
  name: string;
  company: string;
  properties: number;
}

const landlords: Landlord[] = [
  { id: 'l1', name: 'Wendy Mwangi', company: 'Harbour Lets', properties: 12 },
  {
    id: 'l2',
    name: 'Supercalifragilisticexpialidocious-Unbroken-Name',
    company: '—',
    properties: 1,
  },
  {
    id: 'l3',
    name: 'Jo Bloggs',
    company: 'A company with a very long trading name that wraps onto a second line',
    properties: 104,
  },
];

const columns: TableColumn<Landlord>[] = [
  { id: 'name', name: 'Name', allowsSorting: true, renderCell: (l) => l.name },
  { id: 'company', name: 'Company', renderCell: (l) => l.company },
  {
    id: 'properties',
    name: 'Properties',
    align: 'end',
    allowsSorting: true,
    renderCell: (l) => l.properties,
  },
];

const meta = {
  title: 'Visual/Table',
  component: Table<Landlord>,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Table<Landlord>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  args: { columns, items: landlords },
  render: () => (
    <Box width="100%">
      <Stack space="large">
        <Table
          aria-label="Landlords, selected"
          columns={columns}
          items={landlords}
          selectionMode="multiple"
          defaultSelectedKeys={['l1']}
          sortDescriptor={{ column: 'name', direction: 'ascending' }}
        />
        <Table
          aria-label="Landlords, compact"
          columns={columns}
          items={landlords}
          density="compact"
        />
        <Table
          aria-label="Landlords, loading"
          columns={columns}
          items={[]}
          isLoading
          loadingRowCount={2}
        />
        <Table aria-label="Landlords, empty" columns={columns} items={[]} />
      </Stack>
    </Box>
  ),
};
