import type { InvoiceView, TaxRateView } from '@staydesk/domain';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fakeServer, type SentRequest } from '../../../test/network';
import { renderInApp } from '../../../test/render';
import { type InvoiceModal, InvoiceModals } from './InvoiceModals';

const INVOICE_ID = '00000000-0000-4000-8000-0000000000f1';
const INVOICE_PATH = `/api/v1/invoices/${INVOICE_ID}`;
const RATE_ID = '00000000-0000-4000-8000-0000000000d1';

const gbp = (amount: string) => ({ amount, currency: 'GBP' });

/** What the modals read of an invoice; the rest of the page's view does not reach them. */
const invoice = {
  id: INVOICE_ID,
  number: 'INV-0042',
  version: 6,
  currency: 'GBP',
  billingCompanyName: 'Harbour Relocation',
  lines: [
    {
      kind: 'cleaning',
      description: 'Exit clean',
      bookingId: null,
      period: null,
      quantity: '1',
      unitPrice: gbp('80.00'),
      taxRateId: RATE_ID,
      catalogueItemId: null,
    },
  ],
} as Partial<InvoiceView> as InvoiceView;

const standard: TaxRateView = {
  id: RATE_ID,
  createdAt: '2030-01-01T09:00:00.000Z',
  updatedAt: '2030-01-01T09:00:00.000Z',
  createdBy: null,
  version: 1,
  deleted: false,
  name: 'Standard',
  percentage: '20',
  code: 'S',
  isDefault: true,
  isActive: true,
  inUse: true,
};

/** The active tax rates for a GET; a refusal naming what changed for any write. */
function server(refusal: string) {
  return fakeServer((request: SentRequest) =>
    request.method === 'GET'
      ? {
          status: 200,
          body: { items: [standard], total: 1, page: 1, pageCount: 1, pageSize: 25 },
        }
      : { status: 409, body: { message: refusal } },
  );
}

function show(open: InvoiceModal, onClose = vi.fn()) {
  return renderInApp(<InvoiceModals invoice={invoice} open={open} onClose={onClose} />);
}

describe('invoice modals', () => {
  test('void: a refusal closes the question on the reloaded invoice, the toast says why', async () => {
    const requests = server('INV-0042 has a payment: it cannot be voided');
    const onClose = vi.fn();
    await show({ kind: 'void' }, onClose);
    const dialog = page.getByRole('alertdialog', { name: 'Void INV-0042?' });
    await dialog.getByRole('button', { name: 'Void invoice' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: `${INVOICE_PATH}/void`,
      body: { version: 6 },
    });
    await expect
      .element(page.getByText('INV-0042 has a payment: it cannot be voided'))
      .toBeVisible();
  });

  test('edit lines: a refusal keeps the lines typed, with the server’s words in the dialog', async () => {
    const refusal = 'Someone saved this draft first';
    const requests = server(refusal);
    const onClose = vi.fn();
    await show({ kind: 'lines' }, onClose);
    const dialog = page.getByRole('dialog', { name: 'Edit lines' });
    const line = dialog.getByRole('group', { name: 'Line 1' });
    await expect
      .element(line.getByRole('textbox', { name: 'Description' }))
      .toHaveValue('Exit clean');
    await expect.element(dialog.getByText('Net £80.00 · VAT £16.00 · Gross £96.00')).toBeVisible();
    await line.getByRole('textbox', { name: 'Description' }).fill('Exit clean, two bedrooms');
    await dialog.getByRole('button', { name: 'Save lines' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent(refusal);
    expect(onClose).not.toHaveBeenCalled();
    await expect
      .element(line.getByRole('textbox', { name: 'Description' }))
      .toHaveValue('Exit clean, two bedrooms');
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.path).toBe(INVOICE_PATH);
    expect(patch?.body).toMatchObject({
      version: 6,
      lines: [{ description: 'Exit clean, two bedrooms', quantity: '1', taxRateId: RATE_ID }],
    });
  });

  test('credit note: a reason and an amount are checked; the amount is sent at the default rate, a refusal kept in place', async () => {
    const refusal = 'The invoice was credited meanwhile';
    const requests = server(refusal);
    const onClose = vi.fn();
    const issued = {
      ...invoice,
      totals: { net: gbp('80.00'), tax: gbp('16.00'), gross: gbp('96.00') },
      amountCredited: gbp('0.00'),
      lines: invoice.lines.map((line) => ({
        ...line,
        id: 'line-1',
        gross: gbp('96.00'),
        credited: gbp('0.00'),
      })),
    } as InvoiceView;
    await renderInApp(
      <InvoiceModals invoice={issued} open={{ kind: 'credit' }} onClose={onClose} />,
    );
    const dialog = page.getByRole('dialog', { name: 'Credit note for INV-0042' });
    await expect.element(dialog.getByText('Left to credit: £96.00.')).toBeVisible();
    await dialog.getByText('An amount', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Net amount' }).fill('-5');
    await dialog.getByRole('button', { name: 'Issue credit note' }).click();
    await expect.element(dialog.getByText('Enter an amount such as 120 or 120.50')).toBeVisible();
    await expect.element(dialog.getByText('Required')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await dialog.getByRole('textbox', { name: 'Net amount' }).fill('20');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Late check-in');
    await dialog.getByRole('button', { name: 'Issue credit note' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent(refusal);
    expect(onClose).not.toHaveBeenCalled();
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/v1/credit-notes',
      body: {
        invoiceId: INVOICE_ID,
        reason: 'Late check-in',
        credit: { mode: 'amount', net: '20', taxRateId: RATE_ID },
      },
    });
  });
});
