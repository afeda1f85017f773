import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { RouterProvider, type SortDescriptor } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';
import {
  Button,
  EmailText,
  EmptyState,
  Table,
  type TableColumn,
  type TableProps,
  Text,
  TruncatedText,
} from '../../index';

interface Booking {
  id: string;
  guest: string;
  property: string;
  nights: number;
}

const bookings: Booking[] = [
  { id: 'b1', guest: 'Anna Smith', property: '12 Harbour Street', nights: 3 },
  { id: 'b2', guest: 'Ben Okafor', property: 'Flat 4, Mill Lane', nights: 14 },
  { id: 'b3', guest: 'Chloé Martin', property: 'The Old Barn', nights: 7 },
];

const columns: TableColumn<Booking>[] = [
  {
    id: 'guest',
    name: 'Guest',
    isRowHeader: true,
    allowsSorting: true,
    renderCell: (b) => b.guest,
  },
  { id: 'property', name: 'Property', renderCell: (b) => b.property },
  {
    id: 'nights',
    name: 'Nights',
    align: 'end',
    allowsSorting: true,
    renderCell: (b) => b.nights,
  },
];

type BookingTableProps = TableProps<Booking>;

/** Sorts like a list screen would: the table only reports the descriptor. */
function SortedTable(args: BookingTableProps) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'guest', direction: 'ascending' });
  const sorted = useMemo(() => {
    const key = sort.column === 'nights' ? 'nights' : 'guest';
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...bookings].sort((a, b) => (a[key] > b[key] ? factor : a[key] < b[key] ? -factor : 0));
  }, [sort]);
  return (
    <Table
      {...args}
      items={sorted}
      sortDescriptor={sort}
      onSortChange={(next) => {
        setSort(next);
        args.onSortChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Table',
  component: Table<Booking>,
  args: { 'aria-label': 'Bookings', columns, items: bookings },
} satisfies Meta<typeof Table<Booking>>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (root: HTMLElement) =>
  within(root)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const selectedRows = (canvas: { getAllByRole: (role: 'row') => HTMLElement[] }) =>
  canvas
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-selected') === 'true')
    .map((row) => within(row).getByRole('rowheader').textContent);

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole('grid', { name: 'Bookings' });
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Guest', 'Property', 'Nights']);
    // Sort indicators are icons (no font glyph): unsorted columns show the up-down chevrons.
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((c) =>
          c.querySelector('[data-part="sort-indicator"] [data-icon]')?.getAttribute('data-icon'),
        ),
    ).toEqual(['chevrons-up-down', undefined, 'chevrons-up-down']);
    await expect(rowNames(canvasElement)).toEqual(['Anna Smith', 'Ben Okafor', 'Chloé Martin']);
    await expect(canvas.getByRole('gridcell', { name: '14' })).toHaveAttribute('data-align', 'end');
  },
};

/** Read-only columns (no sorting): what `plain` draws as a native table. */
const plainColumns: TableColumn<Booking>[] = columns.map(({ allowsSorting: _, ...c }) => ({
  ...c,
  ...(c.id === 'guest'
    ? {
        renderCell: (b: Booking) => <a href={`#${b.id}`}>{b.guest}</a>,
      }
    : {}),
}));

export const Plain: Story = {
  args: { plain: true, columns: plainColumns },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // A native table: role table, no grid keyboard model; its links are reached with Tab.
    const table = canvas.getByRole('table', { name: 'Bookings' });
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Guest', 'Property', 'Nights']);
    await expect(rowNames(canvasElement)).toEqual(['Anna Smith', 'Ben Okafor', 'Chloé Martin']);
    await expect(canvas.getByRole('cell', { name: '14' })).toHaveAttribute('data-align', 'end');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Anna Smith' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ben Okafor' })).toHaveFocus();
  },
};

/**
 * Sorting stays plain: each sortable header is a button in its `<th>`, the sorted column says
 * `aria-sort`; pressing a new column sorts it ascending, pressing the sorted one turns it around.
 */
export const PlainWithSorting: Story = {
  args: { plain: true, onSortChange: fn() },
  render: (args) => <SortedTable {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Bookings' });
    await expect(canvas.queryByRole('grid')).toBeNull();
    const header = (name: string) =>
      within(table)
        .getAllByRole('columnheader')
        .find((c) => c.textContent === name) as HTMLElement;
    await expect(header('Guest')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Nights')).toHaveAttribute('aria-sort', 'none');
    await expect(header('Property')).not.toHaveAttribute('aria-sort');
    await expect(within(header('Property')).queryByRole('button')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Nights' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'nights',
      direction: 'ascending',
    });
    await expect(header('Nights')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Guest')).toHaveAttribute('aria-sort', 'none');
    await expect(
      header('Nights')
        .querySelector('[data-part="sort-indicator"] [data-icon]')
        ?.getAttribute('data-icon'),
    ).toBe('arrow-up');

    // From the keyboard: the sorted column's button turns the order around.
    canvas.getByRole('button', { name: 'Nights' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'nights',
      direction: 'descending',
    });
    await expect(header('Nights')).toHaveAttribute('aria-sort', 'descending');
    await expect(rowNames(canvasElement)).toEqual(['Ben Okafor', 'Chloé Martin', 'Anna Smith']);
  },
};

/** A `noWrap` column keeps each value on one line in a narrow table; other cells wrap. */
export const NoWrapColumn: Story = {
  args: {
    plain: true,
    columns: [
      ...plainColumns.slice(0, 2),
      { id: 'phone', name: 'Phone', noWrap: true, renderCell: () => '+44 7700 900123' },
    ],
  },
  render: (args) => (
    <div style={{ width: 260 }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const [phone] = canvas.getAllByRole('cell', { name: '+44 7700 900123' });
    await expect(getComputedStyle(phone as Element).whiteSpace).toBe('nowrap');
    const [property] = canvas.getAllByRole('cell', { name: '12 Harbour Street' });
    await expect(getComputedStyle(property as Element).whiteSpace).toBe('normal');
  },
};

interface Enquiry {
  id: string;
  reference: string;
  guest: string;
  email: string;
  note: string;
  created: string;
  assignee: string;
  nights: number;
  total: string;
}

const enquiries: Enquiry[] = [
  {
    id: 'e1',
    reference: 'ENQ-10001',
    guest: 'Oluwaseun Adeyemi-Richardson',
    email: 'oluwaseun.adeyemi@adeyemiresidential.example.co.uk',
    note: 'Needs a ground-floor flat near the hospital for a nurse on a six-month contract',
    created: '2 Nov 2026',
    assignee: 'Unassigned',
    nights: 182,
    total: '£12,740.00',
  },
  {
    id: 'e2',
    reference: 'ENQ-10002',
    guest: 'Ada Lovelace',
    email: 'ada@lets.test',
    note: 'Short stay',
    created: '28 Nov 2026',
    assignee: 'Grace Okafor',
    nights: 3,
    total: '£390.00',
  },
];

const roleColumns: TableColumn<Enquiry>[] = [
  {
    id: 'reference',
    name: 'Reference',
    role: 'status',
    // A list's rows link to their records: the keyboard reaches (and scrolls) the table by them.
    renderCell: (e) => <a href={`#${e.id}`}>{e.reference}</a>,
  },
  { id: 'guest', name: 'Guest', role: 'name', renderCell: (e) => e.guest },
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
  {
    id: 'assignee',
    name: 'Assignee',
    // `Text` breaks anywhere in a card; in a cell it breaks between words like the rest.
    renderCell: (e) => <Text tone="secondary">{e.assignee}</Text>,
  },
  { id: 'nights', name: 'Nights', role: 'number', align: 'end', renderCell: (e) => e.nights },
  { id: 'total', name: 'Total', role: 'money', align: 'end', renderCell: (e) => e.total },
];

/** The words of the element split across lines (a hyphen, an `@` or a `.` may end a line). */
function brokenWords(root: Element): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(/[^\s@.-]+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
  }
  return broken;
}

/**
 * Column roles in a phone-wide frame: no word breaks (the table scrolls in its frame instead),
 * a long note ends in an ellipsis with the whole text on hover, an email wraps only after `@` or
 * `.`, numbers and money line up at the end in tabular figures, dates keep one line and names
 * keep a least width.
 */
export const ColumnRoles: Story = {
  render: () => (
    <div style={{ width: 358 }}>
      <Table aria-label="Enquiries" plain columns={roleColumns} items={enquiries} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Enquiries' });
    await expect(brokenWords(table)).toEqual([]);

    const note = canvasElement.querySelector('[data-part="truncated"]') as HTMLElement;
    await expect(note).toHaveAttribute('title', enquiries[0]?.note);
    await expect(note.scrollWidth).toBeGreaterThan(note.clientWidth);

    const [nights] = canvas.getAllByRole('cell', { name: '182' });
    await expect(nights).toHaveAttribute('data-align', 'end');
    await expect(getComputedStyle(nights as Element).fontVariantNumeric).toBe('tabular-nums');
    const totalHeader = canvas.getByRole('columnheader', { name: 'Total' });
    await expect(totalHeader).toHaveAttribute('data-align', 'end');

    const [created] = canvas.getAllByRole('cell', { name: '2 Nov 2026' });
    await expect(getComputedStyle(created as Element).whiteSpace).toBe('nowrap');

    const [guest] = canvas.getAllByRole('cell', { name: 'Ada Lovelace' });
    await expect((guest as Element).getBoundingClientRect().width).toBeGreaterThanOrEqual(128);

    // The address keeps its text and offers breaks only after '@' and '.'.
    const [email] = canvas.getAllByRole('cell', { name: enquiries[0]?.email });
    await expect((email as Element).querySelectorAll('wbr').length).toBe(5);
  },
};

/** The grid draws the same roles. */
export const ColumnRolesInTheGrid: Story = {
  render: () => (
    <div style={{ width: 358 }}>
      <Table
        aria-label="Enquiries"
        selectionMode="multiple"
        columns={roleColumns}
        items={enquiries}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Enquiries' });
    await expect(brokenWords(grid)).toEqual([]);
    const [total] = canvas.getAllByRole('gridcell', { name: '£12,740.00' });
    await expect(total).toHaveAttribute('data-align', 'end');
    await expect(total).toHaveAttribute('data-role', 'money');
  },
};

export const Playground: Story = { args: { selectionMode: 'multiple', density: 'compact' } };

export const Sorting: Story = {
  args: { onSortChange: fn() },
  render: (args) => <SortedTable {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const guest = canvas.getByRole('columnheader', { name: /Guest/ });
    const guestIcon = () =>
      guest.querySelector('[data-part="sort-indicator"] [data-icon]')?.getAttribute('data-icon');
    await expect(guest).toHaveAttribute('aria-sort', 'ascending');
    await expect(guestIcon()).toBe('arrow-up');
    await userEvent.click(guest);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'guest',
      direction: 'descending',
    });
    await expect(guest).toHaveAttribute('aria-sort', 'descending');
    await expect(guestIcon()).toBe('arrow-down');
    await expect(rowNames(canvasElement)).toEqual(['Chloé Martin', 'Ben Okafor', 'Anna Smith']);
    const nights = canvas.getByRole('columnheader', { name: /Nights/ });
    await expect(nights).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('columnheader', { name: 'Property' })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

export const SortingWithKeyboard: Story = {
  args: { onSortChange: fn() },
  render: (args) => <SortedTable {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    // Focus lands on the first row; Up moves to the header row, Right to the Nights column.
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('columnheader', { name: /Guest/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const nights = canvas.getByRole('columnheader', { name: /Nights/ });
    await expect(nights).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'nights',
      direction: 'ascending',
    });
    await expect(rowNames(canvasElement)).toEqual(['Anna Smith', 'Chloé Martin', 'Ben Okafor']);
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(4);
    await userEvent.click(boxes[1] as HTMLElement);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(expect.any(Set));
    await expect(selectedRows(canvas)).toEqual(['Anna Smith']);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
    await expect(selectedRows(canvas)).toEqual(['Anna Smith', 'Ben Okafor']);
    await userEvent.click(boxes[0] as HTMLElement);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
    await expect(selectedRows(canvas)).toHaveLength(3);
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', onSelectionChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Ben Okafor' }));
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await expect(selectedRows(canvas)).toEqual(['Ben Okafor']);
  },
};

export const RowAction: Story = {
  args: { onRowAction: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Ben Okafor' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith('b2');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith('b3');
  },
};

const navigate = fn();

export const RowLinks: Story = {
  args: { getRowHref: (booking: Booking) => `/dashboard/bookings/list/${booking.id}` },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <Table {...args} />
    </RouterProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Anna Smith' }));
    await expect(navigate).toHaveBeenLastCalledWith('/dashboard/bookings/list/b1', undefined);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/dashboard/bookings/list/b2', undefined);
  },
};

const edit = fn();

export const ActionsInCells: Story = {
  args: {
    columns: [
      ...columns,
      {
        id: 'actions',
        name: 'Actions',
        hideName: true,
        align: 'end',
        renderCell: (b: Booking) => (
          <Button
            size="small"
            variant="secondary"
            aria-label={`Edit ${b.guest}`}
            onPress={() => edit(b.id)}
          >
            Edit
          </Button>
        ),
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    edit.mockClear();
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Ben Okafor' }));
    await expect(edit).toHaveBeenCalledWith('b2');
  },
};

export const Loading: Story = {
  args: { isLoading: true, selectionMode: 'multiple', loadingRowCount: 4 },
  play: async ({ canvas, canvasElement }) => {
    const container = canvasElement.querySelector('[data-component="Table"]');
    await expect(container).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvasElement.querySelectorAll('[data-part="skeleton-row"]')).toHaveLength(4);
    await expect(canvas.queryByText('Anna Smith')).toBeNull();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

export const Empty: Story = {
  args: {
    items: [],
    renderEmptyState: () => (
      <EmptyState
        title="No bookings"
        text="Bookings appear here once an enquiry is booked."
        headingLevel={3}
        onCreate={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No bookings' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeVisible();
  },
};

export const EmptyByDefault: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No results' })).toBeVisible();
  },
};

const manyBookings: Booking[] = Array.from({ length: 30 }, (_, index) => ({
  id: `m${index}`,
  guest: `Guest ${index + 1}`,
  property: `Flat ${index + 1}, Mill Lane`,
  nights: (index % 9) + 1,
}));

export const StickyHeader: Story = {
  args: { items: manyBookings, maxHeight: '16rem' },
  play: async ({ canvas, canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-component="Table"]');
    if (container === null) throw new Error('no table container');
    const header = canvas.getByRole('columnheader', { name: 'Property' });
    const top = header.getBoundingClientRect().top;
    container.scrollTop = 300;
    await expect(container.scrollTop).toBeGreaterThan(0);
    await expect(header.getBoundingClientRect().top).toBe(top);
  },
};
