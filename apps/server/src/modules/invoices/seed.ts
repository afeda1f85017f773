import {
  addDays,
  billablePeriods,
  dayIn,
  documentNumber,
  dueDateFor,
  type InvoiceBillTo,
  lineTotals,
  type Money,
  settledStatus,
  sumTotals,
} from '@staydesk/domain';
import type { Transaction } from '../../db/database.js';
import { writeAudit } from '../../services/audit.js';
import type { SeedContext } from '../kit.js';
import { readSettings } from '../settings/settings.js';
import { seedBankPayments } from './bank-payments-seed.js';
import { CREDIT_NOTE_PREFIX, CREDIT_NOTE_SERIES } from './credit-notes.js';
import { nextInSeries } from './numbering.js';

/**
 * Demo invoicing: three tax rates, the item catalogue, and invoices over the last 12 months from
 * the demo bookings already stayed — drafts, issued, overdue, part paid, paid, one void and one
 * credited by a credit note. Deterministic (the bookings in reference order, statuses in turn);
 * idempotent (nothing once a tax rate exists).
 */

const RATES = [
  { name: 'Standard', percentage: '20', code: 'S', isDefault: true },
  { name: 'Reduced', percentage: '5', code: 'R', isDefault: false },
  { name: 'Zero', percentage: '0', code: 'Z', isDefault: false },
] as const;

const ITEMS = [
  { name: 'Accommodation night', kind: 'accommodation', price: '120.00', rate: 'S' },
  { name: 'Cleaning', kind: 'cleaning', price: '45.00', rate: 'S' },
  { name: 'Exit clean', kind: 'cleaning', price: '95.00', rate: 'S' },
  { name: 'Parking (per night)', kind: 'parking', price: '12.50', rate: 'S' },
  { name: 'Pet fee', kind: 'petFee', price: '60.00', rate: 'S' },
  { name: 'Admin fee', kind: 'fee', price: '25.00', rate: 'S' },
  { name: 'Damages', kind: 'other', price: '0.00', rate: 'Z' },
] as const;

/** The order statuses are handed out in, one booking after another. */
const PLAN = [
  'paid',
  'issued',
  'paid',
  'partPaid',
  'overdue',
  'paid',
  'draft',
  'credited',
  'void',
] as const;
type Plan = (typeof PLAN)[number];
const MAX_INVOICES = 24;

/** The earlier of two ISO days (text order is date order). */
const earlier = (a: string, b: string): string => (a < b ? a : b);

interface StayRow {
  id: string;
  reference: string;
  check_in: string;
  check_out: string;
  original_check_out: string;
  selling_price_per_night: string;
  currency: string;
  extensions: { from: string; to: string; sellingPricePerNight: Money }[];
  purchase_order: string;
  property_title: string | null;
  billing_company_id: string;
  company_id: string;
  legal_name: string;
  billing_address: InvoiceBillTo['address'];
  vat_number: string;
  accounts_emails: string[];
  payment_terms_days: number;
  invoice_prefix: string;
}

async function seedCatalogue(
  tx: Transaction,
  actorId: string | null,
): Promise<Map<string, string>> {
  const rateIds = new Map<string, string>();
  for (const rate of RATES) {
    const result = await tx.query<{ id: string }>(
      `insert into tax_rates (name, percentage, code, is_default, created_by)
       values ($1, $2, $3, $4, $5) returning id`,
      [rate.name, rate.percentage, rate.code, rate.isDefault, actorId],
    );
    rateIds.set(rate.code, result.rows[0]?.id ?? '');
  }
  for (const item of ITEMS) {
    await tx.query(
      `insert into invoice_catalogue_items (name, kind, default_price, tax_rate_id, created_by)
       values ($1, $2, $3, $4, $5)`,
      [item.name, item.kind, item.price, rateIds.get(item.rate), actorId],
    );
  }
  return rateIds;
}

/** The invoices, then the bank payments that pay and match them (bank-payments-seed.ts). */
export async function seedInvoices(context: SeedContext): Promise<number> {
  return (await seedInvoiceDocuments(context)) + (await seedBankPayments(context));
}

async function seedInvoiceDocuments({ tx, actorId }: SeedContext): Promise<number> {
  const existing = await tx.query('select 1 from tax_rates limit 1');
  if (existing.rows.length > 0) return 0;
  const rateIds = await seedCatalogue(tx, actorId);
  const standard = rateIds.get('S') ?? '';
  const { timeZone } = await readSettings(tx);
  const today = dayIn(new Date(), timeZone);
  const yearAgo = addDays(today, -365);

  const stays = await tx.query<StayRow>(
    `select b.id, b.reference, b.check_in::text, b.check_out::text, b.original_check_out::text,
            b.selling_price_per_night::text, b.currency, b.extensions, b.purchase_order,
            p.title as property_title, bc.id as billing_company_id, bc.company_id, bc.legal_name,
            bc.billing_address, bc.vat_number, bc.accounts_emails, bc.payment_terms_days,
            bc.invoice_prefix
       from bookings b
       join companies c on c.id = b.company_id
       join billing_companies bc
         on bc.id = coalesce(b.billing_company_id, c.default_billing_company_id) and not bc.deleted
       left join properties p on p.id = b.property_id
      where not b.deleted and b.status in ('booked', 'complete')
        and b.check_in >= $1::date and b.check_in < $2::date
      order by b.check_in, b.reference
      limit $3`,
    [yearAgo, today, MAX_INVOICES],
  );
  let made = 0;
  const issueDateOf = (stay: StayRow, plan: Plan): string => {
    const lastNight = earlier(stay.check_out, today);
    // Overdue ones were issued long enough ago to be past their terms.
    if (plan === 'overdue') return addDays(today, -(stay.payment_terms_days + 10));
    if (plan === 'issued') return today;
    return lastNight;
  };
  // Issued invoices take their numbers in the order of their issue dates.
  const plans = stays.rows
    .map((stay, index) => {
      const plan: Plan = PLAN[index % PLAN.length] ?? 'paid';
      return { stay, plan, issueDate: issueDateOf(stay, plan) };
    })
    .sort((a, b) => (a.issueDate === b.issueDate ? 0 : a.issueDate < b.issueDate ? -1 : 1));
  for (const { stay, plan, issueDate } of plans) {
    const until = earlier(stay.check_out, today);
    const periods = billablePeriods(
      {
        checkIn: stay.check_in,
        originalCheckOut: stay.original_check_out,
        checkOut: stay.check_out,
        sellingPricePerNight: { amount: stay.selling_price_per_night, currency: stay.currency },
        extensions: stay.extensions,
      },
      [],
      { monthly: false, until },
    );
    if (periods.length === 0) continue;
    const currency = stay.currency;
    const lines = periods.map((period) => {
      const figures = {
        quantity: String(period.nights),
        unitPrice: period.unitPrice,
        taxPercent: '20',
      };
      return {
        kind: 'accommodation',
        description: `Accommodation${stay.property_title ? ` at ${stay.property_title}` : ''}: ${period.nights} night${period.nights === 1 ? '' : 's'} from ${period.from} to ${period.to} (${stay.reference})`,
        period,
        ...figures,
        ...lineTotals(figures),
      };
    });
    const cleaning = { quantity: '1', unitPrice: { amount: '95.00', currency }, taxPercent: '20' };
    const all = [
      ...lines,
      {
        kind: 'cleaning',
        description: 'Exit clean',
        period: null,
        ...cleaning,
        ...lineTotals(cleaning),
      },
    ];
    const totals = sumTotals(all, currency);
    const billTo: InvoiceBillTo = {
      legalName: stay.legal_name,
      address: stay.billing_address,
      vatNumber: stay.vat_number,
      emails: stay.accounts_emails,
    };
    const issued = plan !== 'draft';
    const lastNight = periods.at(-1)?.to ?? until;
    const dueDate = issued ? dueDateFor(issueDate, stay.payment_terms_days) : null;
    let number: string | null = null;
    let sequence: number | null = null;
    if (issued) {
      sequence = await nextInSeries(tx, `invoice:${stay.billing_company_id}`);
      number = documentNumber(stay.invoice_prefix || 'INV-', sequence);
    }
    const gross = totals.gross;
    const paid =
      plan === 'paid'
        ? gross.amount
        : plan === 'partPaid'
          ? Math.floor(Number(gross.amount) / 2).toFixed(2)
          : '0.00';
    const credited = plan === 'credited' ? gross.amount : '0.00';
    const status =
      plan === 'void'
        ? 'void'
        : issued
          ? settledStatus(gross, { amount: paid, currency }, { amount: credited, currency })
          : 'draft';
    const invoice = await tx.query<{ id: string }>(
      `insert into invoices (billing_company_id, company_id, number, sequence, status, currency,
         issue_date, due_date, tax_point, service_from, service_to, purchase_order, bill_to,
         net, tax, gross, amount_paid, amount_credited, issued_at, issued_by, search_text, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $7, $9, $10, $11, $12, $13, $14, $15, $16, $17,
         $18, $19, $20, $19) returning id`,
      [
        stay.billing_company_id,
        stay.company_id,
        number,
        sequence,
        status,
        currency,
        issued ? issueDate : null,
        dueDate,
        periods[0]?.from ?? null,
        lastNight,
        stay.purchase_order,
        JSON.stringify(billTo),
        totals.net.amount,
        totals.tax.amount,
        gross.amount,
        paid,
        credited,
        issued ? new Date(`${issueDate}T10:00:00Z`) : null,
        actorId,
        [number, stay.legal_name, stay.purchase_order].filter(Boolean).join(' '),
      ],
    );
    const invoiceId = invoice.rows[0]?.id ?? '';
    // Its activity, as the API would have written it: created, issued, paid, credited or voided.
    const event = (
      action: string,
      at: string,
      changes: Record<string, { from?: unknown; to?: unknown }>,
    ) =>
      writeAudit(tx, {
        actorId,
        action,
        recordType: 'invoice',
        recordId: invoiceId,
        recordName: number ?? `Draft invoice to ${stay.legal_name}`,
        changes,
        at: new Date(at),
      });
    await event('create', `${issueDate}T09:00:00Z`, {});
    if (issued) {
      await event('issue', `${issueDate}T10:00:00Z`, {
        number: { from: null, to: number },
        status: { from: 'draft', to: 'issued' },
      });
    }
    if (paid !== '0.00') {
      await event('payment', `${earlier(addDays(issueDate, 14), today)}T12:00:00Z`, {
        amountPaid: { from: '0.00', to: paid },
        payment: { to: paid },
        paidOn: { to: earlier(addDays(issueDate, 14), today) },
        paymentMethod: { to: 'bankTransfer' },
        ...(number ? { paymentReference: { to: number } } : {}),
      });
    }
    if (plan === 'void') {
      await event('void', `${issueDate}T16:00:00Z`, { status: { from: 'issued', to: 'void' } });
    }
    const lineIds: string[] = [];
    for (const [position, line] of all.entries()) {
      const result = await tx.query<{ id: string }>(
        `insert into invoice_lines (invoice_id, position, kind, description, booking_id, period_from,
           period_to, quantity, unit_price, tax_rate_id, tax_percent, net, tax, gross)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
        [
          invoiceId,
          position,
          line.kind,
          line.description,
          line.period ? stay.id : null,
          line.period?.from ?? null,
          line.period?.to ?? null,
          line.quantity,
          line.unitPrice.amount,
          standard,
          line.taxPercent,
          line.net.amount,
          line.tax.amount,
          line.gross.amount,
        ],
      );
      lineIds.push(result.rows[0]?.id ?? '');
    }
    if (paid !== '0.00') {
      await tx.query(
        `insert into invoice_payments (invoice_id, amount, paid_on, method, reference, created_by)
         values ($1, $2, $3, 'bankTransfer', $4, $5)`,
        [invoiceId, paid, earlier(addDays(issueDate, 14), today), number, actorId],
      );
    }
    if (plan === 'credited') {
      const creditSequence = await nextInSeries(tx, CREDIT_NOTE_SERIES);
      const creditNumber = documentNumber(CREDIT_NOTE_PREFIX, creditSequence);
      const note = await tx.query<{ id: string }>(
        `insert into credit_notes (invoice_id, number, sequence, reason, currency, issue_date, bill_to,
           net, tax, gross, search_text, created_by)
         values ($1, $2, $3, 'Stay cancelled by the client; invoice credited in full', $4, $5, $6,
           $7, $8, $9, $10, $11) returning id`,
        [
          invoiceId,
          creditNumber,
          creditSequence,
          currency,
          issueDate,
          JSON.stringify(billTo),
          totals.net.amount,
          totals.tax.amount,
          gross.amount,
          [creditNumber, number, stay.legal_name].filter(Boolean).join(' '),
          actorId,
        ],
      );
      await event('credit', `${issueDate}T15:00:00Z`, {
        amountCredited: { from: '0.00', to: gross.amount },
        creditNote: { to: { id: note.rows[0]?.id, number: creditNumber, gross: gross.amount } },
        creditReason: { to: 'Stay cancelled by the client; invoice credited in full' },
      });
      for (const [position, line] of all.entries()) {
        await tx.query(
          `insert into credit_note_lines (credit_note_id, position, invoice_line_id, description,
             quantity, unit_price, tax_percent, net, tax, gross)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            note.rows[0]?.id,
            position,
            lineIds[position],
            line.description,
            line.quantity,
            line.unitPrice.amount,
            line.taxPercent,
            line.net.amount,
            line.tax.amount,
            line.gross.amount,
          ],
        );
      }
    }
    made += 1;
  }
  return RATES.length + ITEMS.length + made;
}
