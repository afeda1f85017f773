import type { BankPaymentView } from '@staydesk/domain';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fakeServer, NO_ROWS, type SentRequest } from '../../../test/network';
import { renderInApp, TEST_USER } from '../../../test/render';
import { BankPaymentPanel } from './BankPaymentPanel';

// Matching and ignoring are a finance permission masteradmin holds by default.
const accountant = { user: { ...TEST_USER, role: 'masteradmin' as const } };

const gbp = (amount: string) => ({ amount, currency: 'GBP' });
const payment: BankPaymentView = {
  id: '00000000-0000-4000-8000-0000000000b9',
  createdAt: '2030-01-05T09:00:00.000Z',
  updatedAt: '2030-01-05T09:00:00.000Z',
  createdBy: null,
  version: 3,
  deleted: false,
  reference: 'REF 4471',
  receivedOn: '2030-01-05',
  amount: gbp('75.00'),
  payer: 'Harbour Relocation',
  status: 'unmatched',
  allocated: gbp('0.00'),
  unallocated: gbp('75.00'),
  allocations: [],
  source: 'manual',
  importId: null,
  notes: '',
  ignoredReason: null,
};
const PAYMENT_PATH = `/api/v1/bank-payments/${payment.id}`;

/** The payment, its (no) suggestions and no other open invoice for a read; `write` answers the writes. */
function server(write: { status: number; body?: unknown }) {
  return fakeServer((request: SentRequest) => {
    if (request.method !== 'GET') return write;
    if (!request.path.startsWith('/api/v1/bank-payments')) return NO_ROWS;
    if (request.path.endsWith('/suggestions'))
      return { status: 200, body: { data: { suggestions: [] } } };
    return { status: 200, body: { data: payment } };
  });
}

describe('bank payment panel', () => {
  test('ignore: a reason is required; a refusal is shown beside it, the panel kept open', async () => {
    const requests = server({
      status: 409,
      body: { message: 'The payment was matched meanwhile' },
    });
    const onClose = vi.fn();
    await renderInApp(<BankPaymentPanel id={payment.id} onClose={onClose} />, accountant);
    const dialog = page.getByRole('dialog', { name: 'Payment from Harbour Relocation' });
    await dialog.getByRole('button', { name: 'Ignore payment' }).click();
    await expect.element(dialog.getByText('Required')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await dialog.getByRole('textbox', { name: 'Reason' }).fill(' Refund to the guest ');
    await dialog.getByRole('button', { name: 'Ignore payment' }).click();
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('The payment was matched meanwhile');
    expect(onClose).not.toHaveBeenCalled();
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: `${PAYMENT_PATH}/ignore`,
      body: { version: 3, reason: 'Refund to the guest' },
    });
  });

  test('match: confirming with no invoice chosen says so and sends nothing', async () => {
    const requests = server({ status: 500 });
    await renderInApp(<BankPaymentPanel id={payment.id} onClose={vi.fn()} />, accountant);
    const dialog = page.getByRole('dialog', { name: 'Payment from Harbour Relocation' });
    await dialog.getByRole('button', { name: 'Confirm match' }).click();
    await expect.element(dialog.getByRole('alert')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
