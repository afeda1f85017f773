import type { EnquiryView } from '@staydesk/domain';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fakeServer } from '../../../test/network';
import { renderInApp } from '../../../test/render';
import { type EnquiryModal, EnquiryModals } from './EnquiryModals';

const ENQUIRY_ID = '00000000-0000-4000-8000-0000000000e1';
const ENQUIRY_PATH = `/api/v1/enquiries/${ENQUIRY_ID}`;

/** What the modals read of an enquiry; the rest of the page's view does not reach them. */
const enquiry = {
  id: ENQUIRY_ID,
  reference: 'ENQ-10042',
  version: 4,
  status: 'assigned',
  nextStatuses: ['offered', 'cancelled'],
  notes: 'Quiet street',
  assignee: null,
} as Partial<EnquiryView> as EnquiryView;

const changedMeanwhile = () => ({
  status: 409,
  body: { message: 'Enquiry was changed by someone else' },
});

function show(open: EnquiryModal, onClose = vi.fn()) {
  return renderInApp(<EnquiryModals enquiry={enquiry} open={open} onClose={onClose} />);
}

describe('enquiry modals', () => {
  test('edit note: a stale save is refused, the dialog closes on the reloaded enquiry and the toast says why', async () => {
    const requests = fakeServer(changedMeanwhile);
    const onClose = vi.fn();
    await show({ kind: 'note' }, onClose);
    const dialog = page.getByRole('dialog', { name: 'Edit note' });
    await dialog.getByRole('textbox', { name: 'Notes' }).fill('Mine: ground floor only');
    await dialog.getByRole('button', { name: 'Save note' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests[0]).toEqual({
      method: 'PUT',
      path: `${ENQUIRY_PATH}/note`,
      body: { notes: 'Mine: ground floor only', version: 4 },
    });
    await expect.element(page.getByText('Enquiry was changed by someone else')).toBeVisible();
  });

  test('change status: a lost status needs a reason before anything is sent', async () => {
    const requests = fakeServer(changedMeanwhile);
    await show({ kind: 'status', status: 'cancelled' });
    const dialog = page.getByRole('dialog', { name: 'Change status' });
    await expect
      .element(dialog.getByText('ENQ-10042 is Assigned. Choose where it goes next.'))
      .toBeVisible();
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await expect.element(dialog.getByText('Give a reason')).toBeVisible();
    expect(requests).toHaveLength(0);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Client found a hotel');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await vi.waitFor(() =>
      expect(requests[0]?.body).toEqual({
        status: 'cancelled',
        reason: 'Client found a hotel',
        version: 4,
      }),
    );
  });

  test('reset: a confirmation naming the enquiry; a refusal closes it', async () => {
    const requests = fakeServer(changedMeanwhile);
    const onClose = vi.fn();
    await show({ kind: 'reset' }, onClose);
    const dialog = page.getByRole('dialog', { name: 'Reset enquiry' });
    await expect.element(dialog.getByText(/^Reset ENQ-10042\?/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests[0]).toMatchObject({ method: 'POST', path: `${ENQUIRY_PATH}/reset` });
  });

  test('assign: a person is required; the one chosen is sent with the version read, a refusal closes', async () => {
    const requests = fakeServer((request) =>
      request.method === 'GET'
        ? {
            status: 200,
            body: { data: [{ id: 'u-grace', fullName: 'Grace Okafor', role: 'admin' }] },
          }
        : changedMeanwhile(),
    );
    const onClose = vi.fn();
    await show({ kind: 'assign' }, onClose);
    const dialog = page.getByRole('dialog', { name: 'Assign enquiry' });
    await expect.element(dialog.getByText('Choose who works on ENQ-10042.')).toBeVisible();
    const person = dialog.getByRole('button', { name: /Assignee/ });
    await expect.element(person).toBeEnabled();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect.poll(() => dialog.getByText('Choose a person').all()).toHaveLength(2);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await person.click();
    await page.getByRole('option', { name: 'Grace Okafor' }).click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: `${ENQUIRY_PATH}/assign`,
      body: { assigneeId: 'u-grace', version: 4 },
    });
  });

  test('delete: asks naming the enquiry, sends the version read; a refusal closes it', async () => {
    const requests = fakeServer(changedMeanwhile);
    const onClose = vi.fn();
    await show({ kind: 'delete' }, onClose);
    const dialog = page.getByRole('alertdialog', { name: 'Delete enquiry' });
    await expect
      .element(
        dialog.getByText('Delete ENQ-10042? It moves to the Deleted tab and can be restored.'),
      )
      .toBeVisible();
    expect(requests).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    await expect.element(page.getByText('Enquiry was changed by someone else')).toBeVisible();
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: `${ENQUIRY_PATH}?version=4` });
  });
});
