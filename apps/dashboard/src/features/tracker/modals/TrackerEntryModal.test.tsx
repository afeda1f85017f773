import type { TrackerEntry } from '@staydesk/domain';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fakeServer, NO_ROWS } from '../../../test/network';
import { renderInApp, TEST_USER } from '../../../test/render';
import { TrackerEntryDialog } from './TrackerEntryModal';

const arrival: TrackerEntry = {
  id: '00000000-0000-4000-8000-0000000000e1',
  createdAt: '2030-01-01T09:00:00.000Z',
  updatedAt: '2030-01-01T09:00:00.000Z',
  createdBy: null,
  version: 2,
  deleted: false,
  kind: 'checkInConfirmation',
  subject: { kind: 'booking', id: '00000000-0000-4000-8000-0000000000b1' },
  subjectLabel: 'BKG-1042 · Harbour Lane',
  summary: 'Arrival without the landlord’s confirmation',
  dueAt: null,
  status: 'open',
  outcome: '',
  before: null,
  after: null,
  nextActionAt: null,
  assignee: { id: TEST_USER.id, fullName: TEST_USER.fullName },
  creator: null,
  loggedBy: null,
  loggedAt: null,
  trigger: 'arrivalUnconfirmed',
  closedBySystemAt: null,
  appliedAt: null,
  costsHidden: false,
};
const ENTRY_PATH = `/api/v1/tracker/${arrival.id}`;

const priceCheck: TrackerEntry = {
  ...arrival,
  kind: 'priceCheck',
  subject: { kind: 'property', id: '00000000-0000-4000-8000-0000000000c1' },
  subjectLabel: 'Harbour Lane',
  summary: 'Ask for the summer rate',
  trigger: null,
  before: {
    nightlyRate: { amount: '90.00', currency: 'GBP' },
    availability: null,
    from: null,
    to: null,
  },
};

describe('tracker entry dialog', () => {
  test('a summary is required; then the entry is logged for the user with no record', async () => {
    const requests = fakeServer(() => ({
      status: 201,
      body: { message: 'Entry logged', data: arrival },
    }));
    const onClose = vi.fn();
    await renderInApp(<TrackerEntryDialog entry={null} onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'Log a tracker entry' });
    await dialog.getByRole('button', { name: 'Log entry' }).click();
    await expect.element(dialog.getByText('Summary is required')).toBeVisible();
    expect(requests).toHaveLength(0);

    await dialog.getByRole('textbox', { name: 'Summary' }).fill(' Keys left at the desk ');
    await dialog.getByRole('button', { name: 'Log entry' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/v1/tracker',
        body: {
          summary: 'Keys left at the desk',
          status: 'open',
          outcome: '',
          dueAt: null,
          nextActionAt: null,
          assigneeId: TEST_USER.id,
          kind: 'other',
          subject: null,
        },
      },
    ]);
    await expect.element(page.getByText('Entry logged')).toBeVisible();
  });

  test('an unconfirmed arrival is confirmed from the dialog with the version read', async () => {
    const requests = fakeServer(() => ({
      status: 200,
      body: { message: 'Arrival confirmed', data: arrival },
    }));
    const onClose = vi.fn();
    await renderInApp(<TrackerEntryDialog entry={arrival} onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'Tracker entry' });
    await dialog.getByRole('button', { name: 'Landlord confirmed' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests).toEqual([
      { method: 'POST', path: `${ENTRY_PATH}/confirm-arrival`, body: { version: 2 } },
    ]);
  });

  test('a price check’s rate must be an amount; a stale save is refused in place', async () => {
    // The record picker reads its options; only the writes are checked.
    const requests = fakeServer((request) =>
      request.method === 'GET'
        ? NO_ROWS
        : { status: 409, body: { message: 'Entry was changed by someone else' } },
    );
    const writes = () => requests.filter((request) => request.method !== 'GET');
    const onClose = vi.fn();
    await renderInApp(<TrackerEntryDialog entry={priceCheck} onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'Tracker entry' });
    await expect.element(dialog.getByText('Before: £90.00')).toBeVisible();
    const rate = dialog.getByRole('textbox', { name: 'Nightly rate (GBP)' });
    await rate.fill('ninety');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.element(dialog.getByText('Enter an amount such as 120 or 120.50')).toBeVisible();
    expect(writes()).toHaveLength(0);

    await rate.fill('110');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('Entry was changed by someone else');
    expect(onClose).not.toHaveBeenCalled();
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      path: ENTRY_PATH,
      body: {
        after: {
          nightlyRate: { amount: '110', currency: 'GBP' },
          availability: null,
          from: null,
          to: null,
        },
        version: 2,
      },
    });
  });
});
