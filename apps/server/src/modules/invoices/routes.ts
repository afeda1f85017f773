import {
  activityPageSchema,
  activityQuerySchema,
  bookingsToInvoiceQuerySchema,
  bookingsToInvoiceSchema,
  creditNoteListQuerySchema,
  creditNoteListSchema,
  creditNoteRequestSchema,
  creditNoteViewSchema,
  type InvoiceListQuery,
  invoiceDraftCreateSchema,
  invoiceDraftUpdateSchema,
  invoiceFromBookingsSchema,
  invoiceIssueSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoicePaymentCreateSchema,
  invoiceViewSchema,
} from '@staydesk/domain';
import type { Context } from 'hono';
import { z } from 'zod/mini';
import { type ActivitySpec, readActivity } from '../../db/activity.js';
import type { Orm, Queryable } from '../../db/database.js';
import type { AppDeps, AppEnv, AuthUser } from '../../http/context.js';
import { amountCell, type ExportCaller, listExportRoute } from '../../http/list-export.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { mutationSchema } from '../../http/schemas.js';
import { success } from '../../lib/errors.js';
import { writeAudit } from '../../services/audit.js';
import { recordActions, versionBody } from '../record-actions.js';
import { readSettings } from '../settings/settings.js';
import { todayOf } from '../settings/today.js';
import { catalogueItemRoutes } from './catalogue.js';
import { creditNoteService } from './credit-notes.js';
import { renderCreditNotePdf, renderInvoicePdf, type Supplier } from './pdf.js';
import {
  creditNoteListSource,
  invoiceListSource,
  listCreditNotes,
  listInvoices,
} from './repository.js';
import { invoiceService } from './service.js';
import { taxRateRoutes } from './tax-rates.js';

const TAG = 'Invoices';
const BASE = '/api/v1/invoices';
const CREDIT_BASE = '/api/v1/credit-notes';

const invoiceParams = z.object({ invoiceId: z.uuid('Not a valid id') });
const creditParams = z.object({ creditNoteId: z.uuid('Not a valid id') });

/**
 * The supplier printed on invoices: the business name of the global settings, the address and
 * VAT registration number from the environment (INVOICE_SUPPLIER_ADDRESS, lines separated by
 * "|", and INVOICE_SUPPLIER_VAT_NUMBER), with demo values when unset.
 */
export async function supplierOf(db: Queryable): Promise<Supplier> {
  const settings = await readSettings(db);
  const address =
    process.env.INVOICE_SUPPLIER_ADDRESS ?? '1 Example Street|London|EC1A 1AA|United Kingdom';
  return {
    name: settings.companyName || settings.productName,
    address: address
      .split('|')
      .map((line) => line.trim())
      .filter(Boolean),
    vatNumber: process.env.INVOICE_SUPPLIER_VAT_NUMBER ?? 'GB 123 4567 89',
    email: settings.supportEmail,
  };
}

/** An invoice's activity: its audit events (searchText is a derived copy for the list). */
const INVOICE_ACTIVITY: ActivitySpec = {
  recordType: 'invoice',
  label: 'Invoice',
  table: 'invoices',
  omit: ['searchText'],
};

/** A PDF opened by the same person within this time counts once on the activity. */
const PDF_REPEAT_MS = 10 * 60_000;

function sendPdf(c: Context<AppEnv>, pdf: Buffer, name: string) {
  c.header('content-type', 'application/pdf');
  c.header('content-disposition', `inline; filename="${name.replace(/[^A-Za-z0-9-]/g, '-')}.pdf"`);
  return c.body(new Uint8Array(pdf));
}

/**
 * Invoices: tax rates and items (kit record modules), invoices (drafts by hand or
 * from bookings, versioned edits of drafts, issue, void, payments, PDF) and credit notes.
 */
export function invoiceRoutes(deps: AppDeps): RouteSpec[] {
  const { db, clock } = deps;
  const access = needs('INVOICES');
  const service = invoiceService(db, clock);
  const credits = creditNoteService(db, clock);
  const context = (user: AuthUser) => ({ actor: user, at: clock.now() });
  const answer = mutationSchema(invoiceViewSchema);
  const actions = recordActions(deps, {
    base: BASE,
    idParam: 'invoiceId',
    tag: TAG,
    view: invoiceViewSchema,
    permission: 'INVOICES',
  });

  const invoices: RouteSpec[] = [
    // Static paths before /:invoiceId.
    route({
      method: 'get',
      path: `${BASE}/bookings-to-invoice`,
      tag: TAG,
      summary:
        'Bookings with nights not yet invoiced, by billing company, with what would be billed',
      description:
        'Live bookings (booked or complete) whose billing company (the booking’s, else its company’s default) has nights not on a live invoice. `grouping` (perBooking: one line for the stay; monthly or consolidated: one line per calendar month) defaults to each billing company’s own; `until` bills only the nights before that day; `billingCompanyId` keeps one. Figures use the default tax rate.',
      access,
      query: bookingsToInvoiceQuerySchema,
      response: bookingsToInvoiceSchema,
      handler: ({ query }) => service.bookingsToInvoice(query),
    }),
    route({
      method: 'post',
      path: `${BASE}/from-bookings`,
      tag: TAG,
      summary: 'Draft invoices from bookings: their nights not yet invoiced, per grouping',
      description:
        'perBooking: one invoice per booking, a line per rate; monthly: one invoice per booking and calendar month; consolidated: one invoice per billing company and calendar month, a line per booking. 409 when the nights are taken meanwhile; 422 when none are left.',
      access,
      body: { type: 'json', schema: invoiceFromBookingsSchema },
      response: mutationSchema(z.object({ invoices: z.array(invoiceViewSchema) })),
      status: 201,
      handler: async ({ body, user }) => {
        const made = await service.fromBookings(body, context(user));
        return {
          ...success('draftInvoicesCreated', { count: made.length }),
          data: { invoices: made },
        };
      },
    }),
    route({
      method: 'get',
      path: BASE,
      tag: TAG,
      summary: 'List invoices, 29 a page, with the count of each tab',
      description:
        '`tab`: all (default), draft, issued, partPaid, overdue (issued or part paid past the due date, today in the configured time zone), paid, credited, void, deleted (deleted drafts). `search` matches number, company, billing company or purchase order; `billingCompanyId`, `companyId` and `bookingId` (invoices with a line for that booking) filter; `sort` is createdAt, number, issueDate, dueDate or updatedAt, prefixed with - for descending (default -createdAt).',
      access,
      query: invoiceListQuerySchema,
      response: invoiceListSchema,
      handler: async ({ query }) => {
        const today = (await todayOf(db, clock)).day;
        return db.read((orm) => listInvoices(orm, query, today));
      },
    }),
    listExportRoute(deps, {
      path: BASE,
      tag: TAG,
      name: 'invoices',
      access,
      query: invoiceListQuerySchema,
      columns: [
        { header: 'number', value: (item) => item.number },
        { header: 'billingCompany', value: (item) => item.billingCompanyName },
        { header: 'company', value: (item) => item.companyName },
        { header: 'purchaseOrder', value: (item) => item.purchaseOrder },
        { header: 'servicePeriodFrom', value: (item) => item.servicePeriod?.from ?? null },
        { header: 'servicePeriodTo', value: (item) => item.servicePeriod?.to ?? null },
        { header: 'issueDate', value: (item) => item.issueDate },
        { header: 'dueDate', value: (item) => item.dueDate },
        { header: 'total', value: (item) => amountCell(item.totals.gross.amount) },
        { header: 'balance', value: (item) => amountCell(item.balance.amount) },
        { header: 'currency', value: (item) => item.currency },
        { header: 'status', value: (item, f) => f.labels.invoiceStatuses[item.status] },
      ],
      spec: (orm: Orm, query: InvoiceListQuery, caller: ExportCaller) =>
        invoiceListSource(orm, query, caller.today.day),
    }),
    route({
      method: 'post',
      path: BASE,
      tag: TAG,
      summary: 'Create a draft invoice by hand',
      description:
        'Bill-to details come from the billing company unless given. Lines naming a booking and a period bill those nights: 409 when another live invoice has them.',
      access,
      body: { type: 'json', schema: invoiceDraftCreateSchema },
      response: answer,
      status: 201,
      handler: async ({ body, user }) => ({
        ...success('recordCreated', { record: 'invoice' }),
        data: await service.create(body, context(user)),
      }),
    }),
    route({
      method: 'get',
      path: `${BASE}/:invoiceId`,
      tag: TAG,
      summary: 'One invoice with its lines, payments and credit notes',
      access,
      params: invoiceParams,
      response: z.object({ data: invoiceViewSchema }),
      handler: async ({ params }) => ({ data: await service.get(params.invoiceId) }),
    }),
    actions.versioned({
      method: 'patch',
      summary: 'Change a draft (with the version read; 409 when stale, 422 once issued)',
      body: invoiceDraftUpdateSchema,
      message: success('recordUpdated', { record: 'invoice' }),
      run: ({ id, body, context }) => service.update(id, body, context),
    }),
    actions.remove({
      summary: 'Delete a draft (`?version=`; 422 once issued): its nights are free again',
      message: success('recordDeleted', { record: 'invoice' }),
      run: ({ id, body, context }) => service.remove(id, body.version, context),
    }),
    actions.versioned({
      action: 'restore',
      summary:
        'Bring a deleted draft back (`{ version }`; 409 when its nights were invoiced since)',
      body: versionBody,
      message: success('recordRestored', { record: 'invoice' }),
      run: ({ id, body, context }) => service.restore(id, body.version, context),
    }),
    actions.versioned({
      action: 'issue',
      summary: 'Issue a draft: the next number of its billing company’s series, then frozen',
      description:
        'Numbers run without gaps per billing company (prefix + 6 digits); the issue date and tax point are today, the due date the draft’s or today plus the payment terms. 422 without lines or without a purchase order the billing company requires.',
      permission: 'ISSUE_INVOICE',
      body: invoiceIssueSchema,
      message: success('invoiceIssued'),
      run: ({ id, body, context }) => service.issue(id, body.version, context),
    }),
    actions.versioned({
      action: 'void',
      summary: 'Void an issued invoice without payments or credits (its number stays used)',
      permission: 'VOID_INVOICE',
      body: versionBody,
      message: success('invoiceVoided'),
      run: ({ id, body, context }) => service.void(id, body.version, context),
    }),
    route({
      method: 'post',
      path: `${BASE}/:invoiceId/payments`,
      tag: TAG,
      summary: 'Record a payment: the balance falls, the status becomes part paid or paid',
      access,
      params: invoiceParams,
      body: { type: 'json', schema: invoicePaymentCreateSchema },
      response: answer,
      status: 201,
      handler: async ({ params, body, user }) => ({
        ...success('paymentRecorded'),
        data: await service.pay(params.invoiceId, body, context(user)),
      }),
    }),
    route({
      method: 'get',
      path: `${BASE}/:invoiceId/pdf`,
      tag: TAG,
      summary: 'The invoice as a PDF with the details of a UK VAT invoice',
      access,
      params: invoiceParams,
      handler: async ({ c, params, user }) => {
        const invoice = await service.get(params.invoiceId);
        const pdf = await renderInvoicePdf(await supplierOf(db), invoice);
        const at = clock.now();
        // On the activity: who opened the PDF, once per person in ten minutes.
        await db.transaction(async (tx) => {
          const recent = await tx.query(
            `select 1 from audit_events where record_type = 'invoice' and record_id = $1
                and action = 'pdf' and actor_id = $2 and occurred_at > $3 limit 1`,
            [invoice.id, user.id, new Date(at.getTime() - PDF_REPEAT_MS)],
          );
          if (recent.rows.length > 0) return;
          await writeAudit(tx, {
            actorId: user.id,
            action: 'pdf',
            recordType: 'invoice',
            recordId: invoice.id,
            recordName: invoice.number ?? `Draft invoice to ${invoice.billTo.legalName}`,
            changes: invoice.number ? { number: { to: invoice.number } } : {},
            at,
          });
        });
        return sendPdf(c, pdf, invoice.number ?? `draft-${invoice.id.slice(0, 8)}`);
      },
    }),
    route({
      method: 'get',
      path: `${BASE}/:invoiceId/activity`,
      tag: TAG,
      summary: 'The activity of an invoice: every change, who and when; newest first, 29 a page',
      description:
        'Read from the audit trail. `action`: create, update (a draft edited: the changed fields before and after), issue (`number`), payment (`payment`, `paidOn`, `paymentMethod`, `paymentReference`, and `bankPayment` { bankPaymentId, payer } when matched from a bank payment), paymentReversed (a match undone), credit (`amountCredited`), void, delete, restore, export (`exported` { provider, exportId, documents }: sent to accounting) and pdf (the PDF opened). Fields a role may not see (cost changes without COST_AUDIT_TRAIL) are left out. 404 for an unknown invoice.',
      access,
      params: invoiceParams,
      query: activityQuerySchema,
      response: activityPageSchema,
      handler: ({ params, query, user }) =>
        readActivity(db, INVOICE_ACTIVITY, {
          id: params.invoiceId,
          page: query.page,
          role: user.role,
        }),
    }),
  ];

  const creditNotes: RouteSpec[] = [
    route({
      method: 'get',
      path: CREDIT_BASE,
      tag: TAG,
      summary: 'List credit notes, 29 a page',
      description:
        '`search` matches the credit note’s or the invoice’s number, the billing company or purchase order; `invoiceId` keeps one invoice’s; `sort` is createdAt, number or issueDate.',
      access,
      query: creditNoteListQuerySchema,
      response: creditNoteListSchema,
      handler: ({ query }) => db.read((orm) => listCreditNotes(orm, query)),
    }),
    listExportRoute(deps, {
      path: CREDIT_BASE,
      tag: TAG,
      name: 'credit-notes',
      access,
      query: creditNoteListQuerySchema,
      columns: [
        { header: 'number', value: (item) => item.number },
        { header: 'invoice', value: (item) => item.invoiceNumber },
        { header: 'billingCompany', value: (item) => item.billingCompanyName },
        { header: 'issueDate', value: (item) => item.issueDate },
        { header: 'amount', value: (item) => amountCell(item.totals.gross.amount) },
        { header: 'currency', value: (item) => item.currency },
        { header: 'reason', value: (item) => item.reason },
      ],
      spec: creditNoteListSource,
    }),
    route({
      method: 'post',
      path: CREDIT_BASE,
      tag: TAG,
      summary: 'Credit an issued invoice: the whole, chosen lines or an amount, with a reason',
      description:
        'Issued at once with the next number of the credit-note series. 422 when the invoice is not issued or the credit is more than is left to credit. Credits covering the gross make the invoice credited and free its nights.',
      access: needs('ISSUE_CREDIT_NOTE'),
      body: { type: 'json', schema: creditNoteRequestSchema },
      response: mutationSchema(creditNoteViewSchema),
      status: 201,
      handler: async ({ body, user }) => ({
        ...success('creditNoteIssued'),
        data: await credits.create(body, context(user)),
      }),
    }),
    route({
      method: 'get',
      path: `${CREDIT_BASE}/:creditNoteId`,
      tag: TAG,
      summary: 'One credit note with its lines',
      access,
      params: creditParams,
      response: z.object({ data: creditNoteViewSchema }),
      handler: async ({ params }) => ({ data: await credits.get(params.creditNoteId) }),
    }),
    route({
      method: 'get',
      path: `${CREDIT_BASE}/:creditNoteId/pdf`,
      tag: TAG,
      summary: 'The credit note as a PDF',
      access,
      params: creditParams,
      handler: async ({ c, params }) => {
        const note = await credits.get(params.creditNoteId);
        const pdf = await renderCreditNotePdf(await supplierOf(db), note);
        return sendPdf(c, pdf, note.number);
      },
    }),
  ];

  return [...taxRateRoutes(deps), ...catalogueItemRoutes(deps), ...invoices, ...creditNotes];
}
