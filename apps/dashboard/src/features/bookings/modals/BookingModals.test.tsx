import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fakeServer } from '../../../test/network';
import { renderInApp } from '../../../test/render';
import { type BookingModal, BookingModals } from './BookingModals';
import { bookingView } from './fixtures';

const booking = bookingView();
const BOOKING_PATH = `/api/v1/bookings/${booking.id}`;

function show(open: BookingModal, onClose = vi.fn(), view = booking) {
  return renderInApp(<BookingModals booking={view} open={open} onClose={onClose} />);
}

const saved = (message: string) => ({ status: 200, body: { message, data: booking } });
const refused = (message: string) => ({ status: 409, body: { message } });

describe('booking modals', () => {
  test('edit note: saves the trimmed note with the version read, toasts and closes', async () => {
    const requests = fakeServer(() => saved('Booking updated'));
    const onClose = vi.fn();
    await show({ kind: 'note' }, onClose);
    const dialog = page.getByRole('dialog', { name: 'Edit note' });
    await expect.element(dialog.getByRole('textbox', { name: 'Note' })).toHaveValue('Ground floor');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('  Top floor, lift  ');
    await dialog.getByRole('button', { name: 'Save note' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests).toEqual([
      { method: 'PATCH', path: BOOKING_PATH, body: { notes: 'Top floor, lift', version: 3 } },
    ]);
    await expect.element(page.getByText('Booking updated')).toBeVisible();
  });

  test('status: a reason is required; then the new status and the reason are sent', async () => {
    const requests = fakeServer(() => saved('Booking updated'));
    const onClose = vi.fn();
    await show({ kind: 'status' }, onClose);
    const dialog = page.getByRole('dialog', { name: 'Change booking status' });
    await expect.element(dialog.getByText('BK-1042 is Booked.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await expect.element(dialog.getByText('Give a reason for the status change')).toBeVisible();
    expect(requests).toHaveLength(0);

    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Guest left early');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests[0]?.body).toEqual({
      status: 'complete',
      statusReason: 'Guest left early',
      version: 3,
    });
  });

  test('status: a running stay offers no target (no Complete before check-out, no Cancelled once started)', async () => {
    const requests = fakeServer(() => saved('Booking updated'));
    await show({ kind: 'status' }, vi.fn(), { ...booking, statusTargets: [] });
    const dialog = page.getByRole('dialog', { name: 'Change booking status' });
    await expect.element(dialog.getByText('No status change is possible today.')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Change status' })).toBeDisabled();
    expect(requests).toHaveLength(0);
  });

  test('extension: a clash is the server’s 409 naming the dates, shown in the dialog, which stays open', async () => {
    const clash = 'Harbour View is taken from 2030-03-08 to 2030-03-10 (BK-2001)';
    const requests = fakeServer((request) =>
      request.method === 'POST' ? refused(clash) : { status: 200, body: { data: booking } },
    );
    const onClose = vi.fn();
    await show({ kind: 'extend' }, onClose);
    const dialog = page.getByRole('dialog', { name: 'Extend the stay' });
    await dialog.getByRole('button', { name: 'Extend stay' }).click();
    await expect.element(dialog.getByText('Choose the new check-out')).toBeVisible();

    const day = dialog.getByRole('spinbutton', { name: /day/i });
    const month = dialog.getByRole('spinbutton', { name: /month/i });
    const year = dialog.getByRole('spinbutton', { name: /year/i });
    await day.fill('12');
    await month.fill('3');
    await year.fill('2030');
    await expect
      .element(dialog.getByText('4 nights: selling £600.00, cost £400.00, margin £200.00'))
      .toBeVisible();
    await dialog.getByRole('button', { name: 'Extend stay' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent(clash);
    expect(onClose).not.toHaveBeenCalled();
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: `${BOOKING_PATH}/extension`,
      body: {
        to: '2030-03-12',
        costPerNight: { amount: '100.00', currency: 'GBP' },
        sellingPricePerNight: { amount: '150.00', currency: 'GBP' },
        approvedBy: '00000000-0000-4000-8000-000000000001',
        version: 3,
      },
    });
  });

  test('issue: a flagged issue can be cleared, which sends an empty issue', async () => {
    const requests = fakeServer(() => saved('Booking updated'));
    const onClose = vi.fn();
    await show({ kind: 'issue' }, onClose, bookingView({ issue: 'Broken boiler' }));
    const dialog = page.getByRole('dialog', { name: 'Issue' });
    await expect.element(dialog.getByRole('button', { name: 'Save issue' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Clear issue' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests[0]?.body).toEqual({ issue: '', version: 3 });
  });

  test('deposit: a refusal closes the question, toasts the server’s words', async () => {
    fakeServer(() => refused('Booking was changed by someone else'));
    const onClose = vi.fn();
    await show({ kind: 'deposit', returned: true }, onClose);
    const dialog = page.getByRole('dialog', { name: 'Deposit returned' });
    await expect
      .element(dialog.getByText('Record that the deposit of £300.00 was returned?'))
      .toBeVisible();
    await dialog.getByRole('button', { name: 'Mark returned' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    await expect.element(page.getByText('Booking was changed by someone else')).toBeVisible();
  });

  test('delete permanently: sends the version and goes to the deleted bookings', async () => {
    const requests = fakeServer(() => ({ status: 200, body: { message: 'Booking deleted' } }));
    await show({ kind: 'deletePermanently' });
    const dialog = page.getByRole('alertdialog', { name: 'Delete booking permanently' });
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();
    await expect
      .element(page.getByTestId('navigated'))
      .toHaveTextContent('/dashboard/bookings/list?tab=deleted');
    expect(requests[0]).toMatchObject({
      method: 'DELETE',
      path: `${BOOKING_PATH}/permanent?version=3`,
    });
  });
});
