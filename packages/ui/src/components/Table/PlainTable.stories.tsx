import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlainTable, type TableColumn } from '../../index';

interface Payment {
  id: string;
  reference: string;
  payer: string;
  amount: string;
}

const payments: Payment[] = [
  { id: 'p1', reference: 'INV-1042', payer: 'Aviva Relocation', amount: '£1,250.00' },
  { id: 'p2', reference: 'INV-1043', payer: 'Harbour Lets', amount: '£980.00' },
  { id: 'p3', reference: 'INV-1047', payer: 'Chloé Martin', amount: '£2,410.50' },
];

const columns: TableColumn<Payment>[] = [
  {
    id: 'reference',
    name: 'Reference',
    renderCell: (p) => <a href={`#${p.id}`}>{p.reference}</a>,
  },
  { id: 'payer', name: 'Payer', renderCell: (p) => p.payer },
  { id: 'amount', name: 'Amount', align: 'end', noWrap: true, renderCell: (p) => p.amount },
];

const meta = {
  title: 'Components/PlainTable',
  component: PlainTable<Payment>,
  args: { 'aria-label': 'Payments', columns, items: payments },
} satisfies Meta<typeof PlainTable<Payment>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    // A native table: role table, no grid keyboard model; the first column names each row.
    const table = canvas.getByRole('table', { name: 'Payments' });
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['INV-1042', 'INV-1043', 'INV-1047']);
    await expect(canvas.getByRole('cell', { name: '£980.00' })).toHaveAttribute(
      'data-align',
      'end',
    );
    // Its links are reached with Tab, one after another.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'INV-1042' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'INV-1043' })).toHaveFocus();
  },
};

export const RowHeaderColumn: Story = {
  args: {
    columns: [
      columns[0] as TableColumn<Payment>,
      { id: 'payer', name: 'Payer', isRowHeader: true, renderCell: (p) => p.payer },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Aviva Relocation',
      'Harbour Lets',
      'Chloé Martin',
    ]);
  },
};

export const Loading: Story = {
  args: { isLoading: true, loadingRowCount: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvasElement.querySelector('[data-component="Table"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvasElement.querySelectorAll('[data-part="skeleton-row"]')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No results', level: 3 })).toBeVisible();
  },
};
