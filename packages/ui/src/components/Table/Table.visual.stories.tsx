import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, EmailText, Stack, Table, type TableColumn, TruncatedText } from '../../index';

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

interface Enquiry {
  id: string;
  guest: string;
  email: string;
  note: string;
  created: string;
  assignee: string;
  total: string;
}

const enquiries: Enquiry[] = [
  {
    id: 'e1',
    guest: 'Oluwaseun Adeyemi-Richardson',
    email: 'oluwaseun.adeyemi@adeyemiresidential.example.co.uk',
    note: 'Needs a ground-floor flat near the hospital for a nurse on a six-month contract',
    created: '2 Nov 2026',
    assignee: 'Unassigned',
    total: '£12,740.00',
  },
  {
    id: 'e2',
    guest: 'Ada Lovelace',
    email: 'ada@lets.test',
    note: 'Short stay',
    created: '28 Nov 2026',
    assignee: 'Grace Okafor',
    total: '£390.00',
  },
];

const roleColumns: TableColumn<Enquiry>[] = [
  {
    id: 'guest',
    name: 'Guest',
    role: 'name',
    renderCell: (e) => <a href={`#${e.id}`}>{e.guest}</a>,
  },
  {
    id: 'email',
    name: 'Email',
    role: 'email',
    renderCell: (e) => <EmailText>{e.email}</EmailText>,
  },
  {
    id: 'note',
    name: 'Note',
    role: 'text',
    renderCell: (e) => <TruncatedText>{e.note}</TruncatedText>,
  },
  { id: 'created', name: 'Created', role: 'date', renderCell: (e) => e.created },
  { id: 'assignee', name: 'Assignee', renderCell: (e) => e.assignee },
  { id: 'total', name: 'Total', role: 'money', align: 'end', renderCell: (e) => e.total },
];

/** Column roles in a phone's width: no word breaks, the table scrolls in its frame. */
export const ColumnRolesOnAPhone: Story = {
  args: { columns, items: landlords },
  parameters: { screenshotViewport: { width: 390, height: 320 } },
  render: () => (
    <Box padding="medium">
      <Table aria-label="Enquiries" plain columns={roleColumns} items={enquiries} />
    </Box>
  ),
};
