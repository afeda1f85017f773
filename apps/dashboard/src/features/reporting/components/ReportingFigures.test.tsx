import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderInApp } from '../../../test/render';
import type { Reporting } from '../api';
import { ReportingFigures } from './ReportingFigures';

const gbp = (amount: string) => ({ amount, currency: 'GBP' });

function figures(from: string, to: string, scale: number): Reporting['current'] {
  return {
    from,
    to,
    enquiries: {
      received: 12 * scale,
      booked: 4 * scale,
      lost: 2 * scale,
      conversionPercent: scale === 0 ? null : 33.3,
    },
    bookings: {
      bookings: 9 * scale,
      nights: 120 * scale,
      revenue: gbp(String(956_756 * scale)),
      cost: gbp(String(800_000 * scale)),
      margin: gbp(String(156_756 * scale)),
      marginPercent: scale === 0 ? null : '16.38',
    },
    occupancy: {
      properties: 10,
      bookedNights: 120 * scale,
      availableNights: 3650,
      percent: scale === 0 ? null : 3.3,
    },
    invoices: {
      issued: 5 * scale,
      issuedAmount: gbp(String(203.26 * scale)),
      paid: 3 * scale,
      paidAmount: gbp(String(1_234_567.89 * scale)),
    },
  };
}

const COMPANY = 'Premier Inn Business Travel Limited (Northern Accounts)';

/** A year with figures beside a year before with none (a new business). */
const report: Reporting = {
  currency: 'GBP',
  currencies: ['GBP'],
  today: '2026-11-29',
  current: figures('2025-12-01', '2026-11-30', 1),
  previous: figures('2024-12-01', '2025-11-30', 0),
  months: [
    {
      month: '2026-10',
      received: 5,
      booked: 2,
      nights: 50,
      revenue: gbp('400000'),
      cost: gbp('330000'),
      margin: gbp('70000'),
      invoiced: gbp('100'),
    },
    {
      month: '2026-11',
      received: 7,
      booked: 2,
      nights: 70,
      revenue: gbp('556756'),
      cost: gbp('470000'),
      margin: gbp('86756'),
      invoiced: gbp('103.26'),
    },
  ],
  lostReasons: [{ reason: 'Too expensive', enquiries: 2 }],
  companies: [
    {
      key: 'c1',
      label: COMPANY,
      enquiries: 8,
      bookings: 6,
      nights: 90,
      revenue: gbp('700000'),
      margin: gbp('120000'),
      marginPercent: '17.14',
    },
  ],
  agents: [],
  debt: {
    asOf: '2026-11-29',
    outstanding: gbp('5000'),
    invoices: 2,
    overdue: gbp('3000'),
    overdueInvoices: 1,
    buckets: [
      { bucket: 'current', invoices: 1, amount: gbp('2000') },
      { bucket: 'days1to30', invoices: 1, amount: gbp('3000') },
    ],
  },
};

/** The stat card whose label is `label`. */
function card(label: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('[data-component="StatCard"]')].find(
    (element) => element.querySelector('[data-part="label"]')?.textContent === label,
  );
  if (!found) throw new Error(`No stat card labelled ${label}`);
  return found;
}

describe('ReportingFigures', () => {
  test('writes large amounts compactly, and a neutral dash with no arrow when the period before had nothing', async () => {
    await renderInApp(<ReportingFigures report={report} />);
    await expect.element(page.getByText('Payments received', { exact: true })).toBeVisible();
    const revenue = card('Revenue');
    expect(revenue.querySelector('[data-part="value"]')?.textContent).toBe('£957k');
    const trend = revenue.querySelector('[data-part="trend"]');
    expect(trend?.textContent).toBe('—');
    expect(trend?.getAttribute('data-tone')).toBe('neutral');
    expect(trend?.querySelector('[data-icon]')).toBeNull();
    expect(card('Payments received').querySelector('[data-part="value"]')?.textContent).toBe(
      '£1.23m',
    );
  });

  test('in French too, with “£” for pounds and values inside their cards', async () => {
    await renderInApp(<ReportingFigures report={report} />, { language: 'fr' });
    await expect.element(page.getByText('Paiements reçus', { exact: true })).toBeVisible();
    const revenue = card('Chiffre d’affaires');
    const value = revenue.querySelector('[data-part="value"]') as HTMLElement;
    expect(value.textContent?.replace(/\s/g, ' ')).toBe('957 k £');
    expect(value.textContent).not.toContain('£GB');
    expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(
      revenue.getBoundingClientRect().right,
    );
  });

  test('keeps the tables behind “Show data”, and defines conversion where it appears', async () => {
    await renderInApp(<ReportingFigures report={report} />);
    expect(page.getByRole('table').elements()).toHaveLength(0);
    // The first thing to reach with the keyboard: the conversion tile's info button.
    const about = page.getByRole('button', { name: 'What Conversion means' });
    await userEvent.tab();
    await expect.element(about.first()).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('booked ÷ received');
    await userEvent.keyboard('{Escape}');

    await page.getByRole('button', { name: 'Show data' }).first().click();
    const summary = page.getByRole('table', { name: 'Against the period before' });
    await expect.element(summary).toBeVisible();
    await expect
      .element(summary.getByRole('row', { name: /^Revenue/ }))
      .toHaveTextContent('£956,756.00');
    await expect
      .element(page.getByRole('button', { name: 'Hide data' }))
      .toHaveAttribute('aria-expanded', 'true');
    // The same definition in the table as on the tile.
    expect(about.elements()).toHaveLength(2);
  });

  test('names each bar in full, above it', async () => {
    await renderInApp(<ReportingFigures report={report} />);
    const companies = page.getByRole('region', { name: 'Top client companies' });
    await expect.element(companies.getByRole('img', { name: 'Revenue by company' })).toBeVisible();
    const label = companies.element().querySelector('[data-part="bar-label"]');
    expect(label?.textContent).toBe(COMPANY);
  });
});
