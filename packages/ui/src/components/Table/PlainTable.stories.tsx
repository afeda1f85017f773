import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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

const nextPage: Payment[] = [
  { id: 'p4', reference: 'INV-1051', payer: 'Northgate Homes', amount: '£640.00' },
  { id: 'p5', reference: 'INV-1052', payer: 'Aviva Relocation', amount: '£1,100.00' },
  { id: 'p6', reference: 'INV-1055', payer: 'Léa Dubois', amount: '£3,020.75' },
];

function Pages({ recycleRows }: { recycleRows: boolean }) {
  const [page, setPage] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setPage(page === 0 ? 1 : 0)}>
        Other page
      </button>
      <PlainTable
        aria-label="Payments"
        columns={columns}
        items={page === 0 ? payments : nextPage}
        recycleRows={recycleRows}
      />
    </>
  );
}

/**
 * `recycleRows`: the next page's items take over the rows of the last page (the same `<tr>`
 * elements, new content) instead of 3 rows removed and 3 built; without it each row is its item's.
 */
export const RecycledRows: Story = {
  render: () => (
    <>
      <div data-testid="recycled">
        <Pages recycleRows />
      </div>
      <div data-testid="keyed">
        <Pages recycleRows={false} />
      </div>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    for (const [testId, reused] of [
      ['recycled', true],
      ['keyed', false],
    ] as const) {
      const part = within(canvas.getByTestId(testId));
      const before = part.getAllByRole('row').slice(1);
      await userEvent.click(part.getByRole('button', { name: 'Other page' }));
      await expect(part.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
        'INV-1051',
        'INV-1052',
        'INV-1055',
      ]);
      const after = part.getAllByRole('row').slice(1);
      await expect(after.map((row, i) => row === before[i])).toEqual([reused, reused, reused]);
    }
  },
};

const sortableColumns: TableColumn<Payment>[] = [
  { ...(columns[1] as TableColumn<Payment>), allowsSorting: true },
];

function SortablePages() {
  const [page, setPage] = useState(0);
  const [sortedOn, setSortedOn] = useState<string>('none');
  return (
    <>
      <button type="button" onClick={() => setPage(page === 0 ? 1 : 0)}>
        Other page
      </button>
      <output>{`Sorted on page ${sortedOn}`}</output>
      <PlainTable
        aria-label="Payments"
        columns={sortableColumns}
        items={page === 0 ? payments : nextPage}
        recycleRows
        // A new handler on every render, as a screen writes it inline: the header (memoised, so a
        // page of rows leaves it alone) must still call the latest one.
        onSortChange={() => setSortedOn(String(page + 1))}
      />
    </>
  );
}

export const SortAfterPageChange: Story = {
  render: () => <SortablePages />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Other page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Payer' }));
    await expect(canvas.getByText('Sorted on page 2')).toBeVisible();
  },
};
