import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { useFormat } from '../i18n';
import { renderInApp } from '../test/render';
import { Board, DueText, SubjectLink } from './Board';

interface Item {
  id: string;
  title: string;
  column: 'open' | 'done';
}

const items: Item[] = [
  { id: 'a', title: 'Call the landlord', column: 'open' },
  { id: 'b', title: 'Check the meter', column: 'open' },
];

function TwoColumns() {
  const f = useFormat();
  return (
    <Board
      label="Work board"
      layout={[1, 2, 2]}
      emptyText="Nothing here"
      f={f}
      columns={(['open', 'done'] as const).map((column) => ({
        id: column,
        title: column === 'open' ? 'Open' : 'Done',
        items: items.filter((item) => item.column === column),
      }))}
      renderCard={(item) => <p>{item.title}</p>}
    />
  );
}

test('a board shows each column with its count, its cards, or that it is empty', async () => {
  await renderInApp(<TwoColumns />);
  const open = page.getByRole('region', { name: 'Open' });
  await expect.element(open.getByRole('heading', { name: 'Open' })).toBeVisible();
  await expect.element(open.getByText('2', { exact: true })).toBeVisible();
  await expect.element(open.getByText('Check the meter')).toBeVisible();
  const done = page.getByRole('region', { name: 'Done' });
  await expect.element(done.getByText('Nothing here')).toBeVisible();
  await expect.element(done.getByText('0', { exact: true })).toBeVisible();
});

function Bits({ dueAt, overdue }: { dueAt: string | null; overdue: boolean }) {
  const f = useFormat();
  return (
    <>
      <SubjectLink
        subject={{ kind: 'booking', id: '00000000-0000-4000-8000-0000000000b1' }}
        label="BKG-20001"
        kindName="Booking"
      />
      <DueText
        dueAt={dueAt}
        overdue={overdue}
        f={f}
        noDueText="No due time"
        overdueText="Overdue"
      />
    </>
  );
}

test('a card’s subject links to its record; its due time says when it is overdue', async () => {
  await renderInApp(<Bits dueAt="2030-03-01T09:30:00.000Z" overdue />);
  await expect
    .element(page.getByRole('link', { name: 'Booking BKG-20001' }))
    .toHaveAttribute('href', '/dashboard/bookings/list/00000000-0000-4000-8000-0000000000b1');
  await expect.element(page.getByText('Overdue')).toBeVisible();
});

test('without a due time it says so', async () => {
  await renderInApp(<Bits dueAt={null} overdue={false} />);
  await expect.element(page.getByText('No due time')).toBeVisible();
  await expect.element(page.getByText('Overdue')).not.toBeInTheDocument();
});
