import type { User } from '@staydesk/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { useFormat } from '../../i18n';
import { renderInApp, TEST_USER } from '../../test/render';
import { Board } from './Board';
import { OwnerFilter, useWorkView, ViewSwitch } from './BoardControls';
import { DueText, formatDue, SubjectLink } from './work';

interface Item {
  id: string;
  title: string;
  place: 'open' | 'waiting' | 'done';
  owner: string | null;
  dueAt: string | null;
}

const PLACES = [
  { id: 'open', title: 'Open' },
  { id: 'waiting', title: 'Waiting' },
  { id: 'done', title: 'Done' },
] as const;

const ITEMS: Item[] = [
  { id: 'a', title: 'Call the landlord', place: 'open', owner: 'Priya Shah', dueAt: null },
  {
    id: 'b',
    title: 'Check the meter',
    place: 'open',
    owner: null,
    dueAt: '2030-03-01T09:30:45.000Z',
  },
];

/** The board over items kept in state, as a screen keeps its page: a move changes the item. */
function Harness({
  onOpen,
  shown = ['open', 'waiting'],
}: {
  onOpen: (item: Item) => void;
  shown?: readonly Item['place'][];
}) {
  const f = useFormat();
  const [items, setItems] = useState(ITEMS);
  return (
    <Board
      label="Work board"
      columns={PLACES.filter((place) => shown.includes(place.id)).map((place) => ({
        ...place,
        items: items.filter((item) => item.place === place.id),
      }))}
      places={PLACES}
      placeOf={(item) => item.place}
      card={(item) => ({
        title: item.title,
        meta: 'Call',
        due: item.dueAt ? { at: item.dueAt, overdue: true } : null,
        owner: item.owner,
      })}
      onOpen={onOpen}
      onMove={(moved, place) =>
        // As a screen's page changes: once the server has answered.
        setTimeout(
          () =>
            setItems((previous) =>
              previous.map((item) =>
                item.id === moved.id ? { ...item, place: place as Item['place'] } : item,
              ),
            ),
          300,
        )
      }
      texts={{
        empty: 'Nothing here',
        open: 'Open',
        actions: 'Actions for {title}',
        moveTo: 'Move to {column}',
        overdue: 'Overdue',
        unassigned: 'Unassigned',
      }}
      f={f}
    />
  );
}

const column = (name: string) => page.getByRole('region', { name });
const card = (name: string) => page.getByRole('row', { name });

describe('Board', () => {
  test('shows each column with its count and compact cards, or that it is empty', async () => {
    await renderInApp(<Harness onOpen={() => {}} />);
    await expect.element(column('Open').getByRole('heading', { name: 'Open' })).toBeVisible();
    await expect.element(column('Open').getByText('2', { exact: true })).toBeVisible();
    await expect.element(column('Waiting').getByText('Nothing here')).toBeVisible();
    // The card's title is not a link of its own; its owner is an avatar, a missing one says so.
    await expect.element(card('Call the landlord').getByRole('link')).not.toBeInTheDocument();
    await expect
      .element(card('Call the landlord').getByRole('img', { name: 'Priya Shah' }))
      .toBeVisible();
    await expect
      .element(card('Check the meter').getByRole('img', { name: 'Unassigned' }))
      .toBeVisible();
    // The due time without its seconds, in the user's format.
    const due = card('Check the meter').getByText(/^Overdue · /);
    await expect.element(due).toHaveTextContent(formatDue('en', '2030-03-01T09:30:45.000Z'));
    expect(due.element().textContent).not.toMatch(/:45/);
  });

  test('opens a card by click or Enter', async () => {
    const onOpen = vi.fn();
    await renderInApp(<Harness onOpen={onOpen} />);
    await card('Call the landlord').getByText('Call the landlord').click();
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'a' }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'b' }));
  });

  test('moves a card to another column by keyboard alone, the focus going with it', async () => {
    await renderInApp(<Harness onOpen={() => {}} />);
    await expect.element(card('Call the landlord')).toBeVisible();
    // The first column is one Tab stop; the arrows walk its cards, → reaches the card's menu.
    await userEvent.keyboard('{Tab}');
    await expect.element(card('Call the landlord')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(page.getByRole('button', { name: 'Actions for Call the landlord' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = page.getByRole('menu', { name: 'Actions for Call the landlord' });
    await expect.element(menu.getByRole('menuitem', { name: 'Move to Waiting' })).toBeVisible();
    // Every other place is a move, a column on screen or not; not the one it is in.
    await expect.element(menu.getByRole('menuitem', { name: 'Move to Done' })).toBeVisible();
    await expect
      .element(menu.getByRole('menuitem', { name: 'Move to Open' }))
      .not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect
      .element(column('Waiting').getByRole('row', { name: 'Call the landlord' }))
      .toHaveFocus();
    await expect.element(column('Open').getByText('1', { exact: true })).toBeVisible();
  });

  test('a card moved to a place the board does not show leaves it', async () => {
    await renderInApp(<Harness onOpen={() => {}} />);
    await card('Check the meter')
      .getByRole('button', { name: 'Actions for Check the meter' })
      .click();
    await page.getByRole('menuitem', { name: 'Move to Done' }).click();
    await expect.element(card('Check the meter')).not.toBeInTheDocument();
    await expect.element(card('Call the landlord')).toBeVisible();
  });
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

describe('work bits', () => {
  test('a subject links to its record; a due time says when it is overdue', async () => {
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

  test('due times read in the user’s language, to the minute, the year only when another', () => {
    const now = new Date('2030-06-01T12:00:00');
    expect(formatDue('en', new Date('2030-03-01T09:30:45').toISOString(), now)).toBe(
      '1 Mar, 09:30',
    );
    expect(formatDue('fr', new Date('2030-03-01T09:30:45').toISOString(), now)).toBe(
      '1 mars, 09:30',
    );
    expect(formatDue('en', new Date('2031-03-01T09:30:45').toISOString(), now)).toBe(
      '1 Mar 2031, 09:30',
    );
  });
});

const OTHER: User = {
  ...TEST_USER,
  id: '00000000-0000-4000-8000-000000000002',
  fullName: 'Priya Shah',
};

/** The view switch and the owner filter on an address the test reads back. */
function Controls() {
  const [params, setParams] = useSearchParams();
  const { view, hrefOf } = useWorkView('board');
  return (
    <>
      <ViewSwitch
        label="View"
        view={view}
        hrefOf={hrefOf}
        names={{ board: 'Board', list: 'List' }}
      />
      <OwnerFilter
        label="Owner"
        anyLabel="Any"
        value={params.get('assigneeId') ?? undefined}
        onChange={(value) =>
          setParams((previous) => {
            const next = new URLSearchParams(previous);
            if (value) next.set('assigneeId', value);
            else next.delete('assigneeId');
            return next;
          })
        }
      />
      <output data-testid="address">{params.toString()}</output>
    </>
  );
}

describe('board controls', () => {
  test('the view is in the address: the default one without a parameter, the page dropped', async () => {
    await renderInApp(<Controls />, { at: '/work', users: [TEST_USER, OTHER] });
    const views = page.getByRole('navigation', { name: 'View' });
    await expect
      .element(views.getByRole('link', { name: 'Board' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(views.getByRole('link', { name: 'List' }))
      .toHaveAttribute('href', '?view=list');
    await expect.element(views.getByRole('link', { name: 'Board' })).toHaveAttribute('href', '?');
  });

  test('the owner filter lists the team and writes the chosen person to the address', async () => {
    await renderInApp(<Controls />, { at: '/work', users: [TEST_USER, OTHER] });
    await page.getByRole('button', { name: /Owner/ }).click();
    await page.getByRole('option', { name: 'Priya Shah' }).click();
    await expect.element(page.getByTestId('address')).toHaveTextContent(`assigneeId=${OTHER.id}`);
    await page.getByRole('button', { name: /Owner/ }).click();
    await page.getByRole('option', { name: 'Any' }).click();
    await expect.element(page.getByTestId('address')).toHaveTextContent(/^$/);
  });
});
