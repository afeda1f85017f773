import {
  type BookingReport,
  type BookingView,
  bookingReportSchema,
  DEFAULT_MAX_STAY_NIGHTS,
  type GlobalSettings,
  MAX_MONEY_AMOUNT,
  type Role,
} from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportingSchema } from '../src/modules/reporting/schemas.js';
import { type ApiResponse, type SignedIn, startTestServer, type TestServer } from './harness.js';

/**
 * Requests that once held the whole server (a report to the year 9999, a stay of eight thousand
 * years, amounts whose sums broke every report, negative prices, payments in year 1): each is
 * refused with a 400 naming the field in the catalogues' words, within a second, changing
 * nothing, while another user's request is answered within a second beside it. Reports over
 * stays at the largest amounts still answer, their totals past ten digits.
 */

type Mutation<T> = { message: string; data: T };
type Refusal = { message: string; fields?: Record<string, string> };

let server: TestServer;
const sessions = new Map<Role, SignedIn>();
let propertyId: string;
let knownBookingId: string;
let booking: BookingView;
let invoiceId: string;
let offer: { enquiryId: string; id: string; version: number; currency: string };

const gbp = (amount: string) => ({ amount, currency: 'GBP' });

const call = <T>(role: Role, method: string, path: string, json?: unknown) => {
  const session = sessions.get(role);
  if (!session) throw new Error(`No session for ${role}`);
  return server.request<T>(method, path, { token: session.token, json });
};

/** What the refused requests could have changed, read in one statement. */
async function footprint(): Promise<unknown> {
  const result = await server.db.query(
    `select (select count(*)::int from bookings) as bookings,
            (select coalesce(sum(version), 0)::int from bookings) as booking_versions,
            (select coalesce(sum(version), 0)::int from enquiry_offers) as offer_versions,
            (select count(*)::int from invoice_payments) as payments,
            (select count(*)::int from bank_payments) as bank_payments,
            (select count(*)::int from enquiries) as enquiries,
            (select count(*)::int from property_supply) as supply`,
  );
  return result.rows[0];
}

/**
 * Sends `bad` as a user and, at the same moment, another user's read; both answer within a
 * second, the first with a 400 whose field carries `message`.
 */
async function refusedBeside(
  bad: () => Promise<ApiResponse<Refusal>>,
  field: string,
  message: string,
): Promise<void> {
  const started = performance.now();
  const timed = <T>(request: Promise<T>) =>
    request.then((answer) => ({ answer, ms: performance.now() - started }));
  const [refused, other] = await Promise.all([
    timed(bad()),
    timed(call<{ data: BookingView }>('moderator', 'GET', `/api/v1/bookings/${knownBookingId}`)),
  ]);
  expect(refused.answer.status, refused.answer.text).toBe(400);
  expect(refused.answer.body.fields?.[field], refused.answer.text).toBe(message);
  expect(refused.ms).toBeLessThan(1000);
  expect(other.answer.status, other.answer.text).toBe(200);
  expect(other.ms).toBeLessThan(1000);
}

const DATE_MESSAGE = 'Enter a date between 1900-01-01 and 2100-12-31';
const AMOUNT_MESSAGE = 'Enter an amount of at most 1,000,000';
const NEGATIVE_MESSAGE = 'Enter an amount of zero or more';

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['user', 'moderator', 'admin', 'system_admin'] as const) {
    sessions.set(role, await server.signIn(role));
  }
  const free = await server.db.query<{ id: string }>(
    `select p.id from properties p
      where p.deleted = false and p.status = 'available'
        and not exists (select 1 from property_supply s where s.property_id = p.id
                         and s.state <> 'available' and s.to_date > '2040-01-01')
        and not exists (select 1 from bookings b where b.property_id = p.id and b.check_out > '2040-01-01')
      order by p.id limit 11`,
  );
  propertyId = free.rows[0]?.id ?? '';
  const known = await server.db.query<{ id: string }>(
    'select id from bookings where deleted = false order by id limit 1',
  );
  knownBookingId = known.rows[0]?.id ?? '';
  const invoice = await server.db.query<{ id: string }>(
    "select id from invoices where deleted = false and status in ('issued', 'partPaid') order by id limit 1",
  );
  invoiceId = invoice.rows[0]?.id ?? '';
  const line = await server.db.query<{
    enquiry_id: string;
    id: string;
    version: number;
    currency: string;
  }>(
    `select o.enquiry_id, o.id, o.version, o.currency from enquiry_offers o
       join enquiries e on e.id = o.enquiry_id
      where e.deleted = false and o.status = 'notApproved' order by o.id limit 1`,
  );
  const found = line.rows[0];
  offer = {
    enquiryId: found?.enquiry_id ?? '',
    id: found?.id ?? '',
    version: found?.version ?? 0,
    currency: found?.currency ?? 'GBP',
  };
  const created = await call<Mutation<BookingView>>('admin', 'POST', '/api/v1/bookings', {
    propertyId,
    checkIn: '2040-03-01',
    checkOut: '2040-03-08',
    sellingPricePerNight: gbp('150'),
    costPerNight: gbp('100'),
  });
  expect(created.status, created.text).toBe(201);
  booking = created.body.data;
});

afterAll(async () => {
  await server?.close();
});

describe('requests that once held the server are refused at once and change nothing', () => {
  it('has what the requests need', () => {
    expect(propertyId).not.toBe('');
    expect(knownBookingId).not.toBe('');
    expect(invoiceId).not.toBe('');
    expect(offer.id).not.toBe('');
  });

  it('refuses reports ending in the year 9999', async () => {
    const before = await footprint();
    for (const path of ['/api/v1/bookings/report', '/api/v1/reporting']) {
      await refusedBeside(() => call('user', 'GET', `${path}?to=9999-12-31`), 'to', DATE_MESSAGE);
      await refusedBeside(
        () => call('user', 'GET', `${path}?from=0001-01-01`),
        'from',
        DATE_MESSAGE,
      );
    }
    await refusedBeside(
      () => call('user', 'GET', '/api/v1/reporting/months.csv?to=9999-12-31'),
      'to',
      DATE_MESSAGE,
    );
    expect(await footprint()).toEqual(before);
  });

  it('refuses stays past the window or longer than the maximum', async () => {
    const before = await footprint();
    const stay = (checkIn: string, checkOut: string) => () =>
      call<Refusal>('user', 'POST', '/api/v1/bookings', {
        propertyId,
        checkIn,
        checkOut,
        sellingPricePerNight: gbp('100'),
        costPerNight: gbp('80'),
      });
    await refusedBeside(stay('2030-01-01', '9999-12-31'), 'checkOut', DATE_MESSAGE);
    await refusedBeside(stay('0001-01-01', '2030-01-01'), 'checkIn', DATE_MESSAGE);
    await refusedBeside(
      stay('1900-01-01', '2100-12-31'),
      'checkOut',
      'A stay can be at most 3650 nights',
    );
    // One night past three years: the settings' maximum, in the message.
    await refusedBeside(
      stay('2050-01-01', '2053-01-02'),
      'checkOut',
      `A stay can be at most ${DEFAULT_MAX_STAY_NIGHTS} nights`,
    );
    await refusedBeside(
      () =>
        call<Refusal>('user', 'POST', `/api/v1/bookings/${booking.id}/extension`, {
          to: '2043-03-09',
          sellingPricePerNight: gbp('150'),
          costPerNight: gbp('100'),
          version: booking.version,
        }),
      'to',
      `A stay can be at most ${DEFAULT_MAX_STAY_NIGHTS} nights`,
    );
    expect(await footprint()).toEqual(before);
  });

  it('takes a stay of exactly the maximum, and a maximum the settings lower', async () => {
    const exact = await call<Mutation<BookingView>>('admin', 'POST', '/api/v1/bookings', {
      propertyId,
      checkIn: '2050-01-01',
      checkOut: '2053-01-01',
      sellingPricePerNight: gbp(MAX_MONEY_AMOUNT),
      costPerNight: gbp('0'),
    });
    expect(exact.status, exact.text).toBe(201);
    expect(exact.body.data.nights).toBe(DEFAULT_MAX_STAY_NIGHTS);
    expect(exact.body.data.sellingPrice.amount).toBe('1096000000.00');

    const read = await call<{ data: { settings: GlobalSettings } }>(
      'system_admin',
      'GET',
      '/api/v1/global/settings/full',
    );
    const saved = await call<Mutation<{ settings: GlobalSettings }>>(
      'system_admin',
      'PATCH',
      '/api/v1/global/settings',
      { maxStayNights: 30, version: read.body.data.settings.version },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.settings.maxStayNights).toBe(30);
    const longer = await call<Refusal>('user', 'POST', '/api/v1/bookings', {
      propertyId,
      checkIn: '2060-01-01',
      checkOut: '2060-02-01',
      sellingPricePerNight: gbp('100'),
      costPerNight: gbp('80'),
    });
    expect(longer.status).toBe(400);
    expect(longer.body.fields?.checkOut).toBe('A stay can be at most 30 nights');
    // Another change leaves the maximum as it was set.
    const other = await call<Mutation<{ settings: GlobalSettings }>>(
      'system_admin',
      'PATCH',
      '/api/v1/global/settings',
      { holdHours: 24, version: saved.body.data.settings.version },
    );
    expect(other.body.data.settings.maxStayNights).toBe(30);
    const back = await call<Mutation<{ settings: GlobalSettings }>>(
      'system_admin',
      'PATCH',
      '/api/v1/global/settings',
      { maxStayNights: DEFAULT_MAX_STAY_NIGHTS, version: other.body.data.settings.version },
    );
    expect(back.status, back.text).toBe(200);
  });

  it('refuses amounts no total can hold, and negative prices, costs and extensions', async () => {
    const before = await footprint();
    const priced = (price: string, cost: string, field: string, message: string) =>
      refusedBeside(
        () =>
          call<Refusal>('user', 'POST', '/api/v1/bookings', {
            propertyId,
            checkIn: '2041-01-01',
            checkOut: '2041-01-05',
            sellingPricePerNight: gbp(price),
            costPerNight: gbp(cost),
          }),
        field,
        message,
      );
    await priced('9999999999.99', '10', 'sellingPricePerNight.amount', AMOUNT_MESSAGE);
    await priced('100', '9999999999.99', 'costPerNight.amount', AMOUNT_MESSAGE);
    await priced('-100.00', '80', 'sellingPricePerNight.amount', NEGATIVE_MESSAGE);
    await priced('100', '-100.00', 'costPerNight.amount', NEGATIVE_MESSAGE);
    await refusedBeside(
      () =>
        call<Refusal>('user', 'POST', `/api/v1/bookings/${booking.id}/extension`, {
          to: '2040-03-10',
          sellingPricePerNight: gbp('-1.00'),
          costPerNight: gbp('1.00'),
          version: booking.version,
        }),
      'sellingPricePerNight.amount',
      NEGATIVE_MESSAGE,
    );
    await refusedBeside(
      () =>
        call<Refusal>('user', 'PATCH', `/api/v1/enquiries/${offer.enquiryId}/offers/${offer.id}`, {
          sellingPricePerNight: { amount: '9999999999.99', currency: offer.currency },
          landlordCostPerNight: { amount: '9999999999.99', currency: offer.currency },
          version: offer.version,
        }),
      'landlordCostPerNight.amount',
      AMOUNT_MESSAGE,
    );
    expect(await footprint()).toEqual(before);
  });

  it('refuses payments dated in year 1 or 9999', async () => {
    const before = await footprint();
    for (const day of ['0001-01-01', '9999-12-31']) {
      await refusedBeside(
        () =>
          call<Refusal>('admin', 'POST', `/api/v1/invoices/${invoiceId}/payments`, {
            amount: '1.00',
            paidOn: day,
            method: 'bankTransfer',
          }),
        'paidOn',
        DATE_MESSAGE,
      );
      await refusedBeside(
        () =>
          // Entering a bank payment is a finance permission system_admin holds by default.
          call<Refusal>('system_admin', 'POST', '/api/v1/bank-payments', {
            receivedOn: day,
            amount: '1.00',
            payer: 'Acme Ltd',
          }),
        'receivedOn',
        DATE_MESSAGE,
      );
    }
    expect(await footprint()).toEqual(before);
  });
});

describe('reports over stays at the largest amounts', () => {
  it('add totals past ten digits without failing, for every user', async () => {
    // Ten three-year stays at the largest price a night: 10 × 1,095 nights × 1,000,000.00 in the
    // period, 10,950,000,000.00, more than a single stored amount holds.
    const properties = await server.db.query<{ id: string; landlord_id: string | null }>(
      `select p.id, p.landlord_id from properties p
        where p.deleted = false and p.id <> $1
          and not exists (select 1 from bookings b where b.property_id = p.id and b.check_out > '2089-01-01')
          and not exists (select 1 from property_supply s where s.property_id = p.id and s.to_date > '2089-01-01')
        order by p.id limit 10`,
      [propertyId],
    );
    expect(properties.rows).toHaveLength(10);
    for (const property of properties.rows) {
      const made = await call<Mutation<BookingView>>('admin', 'POST', '/api/v1/bookings', {
        propertyId: property.id,
        checkIn: '2090-01-01',
        checkOut: '2092-12-31',
        sellingPricePerNight: gbp(MAX_MONEY_AMOUNT),
        costPerNight: gbp('999999.99'),
      });
      expect(made.status, made.text).toBe(201);
    }
    const query = 'from=2090-01-01&to=2092-12-31&currency=GBP';
    const report = await call<{ data: BookingReport }>(
      'user',
      'GET',
      `/api/v1/bookings/report?${query}`,
    );
    expect(report.status, report.text).toBe(200);
    const parsed = bookingReportSchema.parse(report.body.data);
    expect(parsed.totals.revenue.amount).toBe('10950000000.00');
    expect(parsed.byMonth).toHaveLength(36);
    const reporting = await call<{ data: unknown }>('user', 'GET', `/api/v1/reporting?${query}`);
    expect(reporting.status, reporting.text).toBe(200);
    expect(reportingSchema.parse(reporting.body.data).current.bookings.revenue.amount).toBe(
      '10950000000.00',
    );
    for (const path of [
      '/api/v1/bookings/report.csv?table=byMonth&',
      '/api/v1/reporting/months.csv?',
      '/api/v1/reporting/summary.csv?',
    ]) {
      const csv = await call('user', 'GET', `${path}${query}`);
      expect(csv.status, `${path} ${csv.text.slice(0, 200)}`).toBe(200);
    }
  });
});
