import type { BookingsToInvoice, InvoiceDraftUpdate, InvoiceView } from '@staydesk/domain';
import type { Database, Queryable } from '../../db/database.js';
import type { WriteContext } from '../../db/records.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { todayOf } from '../settings/today.js';
import {
  createDraft,
  type DraftCreate,
  removeDraft,
  restoreDraft,
  updateDraft,
} from './invoice-drafts.js';
import {
  type BookingsToInvoiceQuery,
  bookingsToInvoice,
  draftsFromBookings,
  type FromBookingsRequest,
} from './invoice-from-bookings.js';
import { issueInvoice, voidInvoice } from './invoice-issuing.js';
import { type PaymentCreate, recordInvoicePayment } from './invoice-payments.js';
import { invoiceKind } from './invoice-record.js';
import { readInvoiceView } from './invoice-view.js';

/**
 * Invoices as the routes see them: each use case (drafts, issuing, payments, billing bookings)
 * in one transaction with its audit event, answering the invoice as the API shows it, read in
 * the same transaction. The use cases live in the invoice-*.ts files beside this one.
 */

export interface InvoiceService {
  get(id: string): Promise<InvoiceView>;
  create(input: DraftCreate, context: WriteContext): Promise<InvoiceView>;
  update(id: string, input: InvoiceDraftUpdate, context: WriteContext): Promise<InvoiceView>;
  remove(id: string, version: number, context: WriteContext): Promise<InvoiceView>;
  restore(id: string, version: number, context: WriteContext): Promise<InvoiceView>;
  issue(id: string, version: number, context: WriteContext): Promise<InvoiceView>;
  void(id: string, version: number, context: WriteContext): Promise<InvoiceView>;
  pay(id: string, input: PaymentCreate, context: WriteContext): Promise<InvoiceView>;
  fromBookings(input: FromBookingsRequest, context: WriteContext): Promise<InvoiceView[]>;
  bookingsToInvoice(query: BookingsToInvoiceQuery): Promise<BookingsToInvoice>;
}

export function invoiceService(db: Database, clock: Clock): InvoiceService {
  const viewIn = async (q: Queryable, id: string): Promise<InvoiceView> => {
    const view = await readInvoiceView(q, id, (await todayOf(q, clock)).day);
    if (!view) throw notFound(invoiceKind.label);
    return view;
  };

  return {
    get: (id) => viewIn(db, id),

    create(input, context) {
      return db.transaction(async (tx) => viewIn(tx, (await createDraft(tx, input, context)).id));
    },

    update(id, input, context) {
      return db.transaction(async (tx) =>
        viewIn(tx, (await updateDraft(tx, id, input, context)).id),
      );
    },

    remove(id, version, context) {
      return db.transaction(async (tx) =>
        viewIn(tx, (await removeDraft(tx, id, version, context)).id),
      );
    },

    restore(id, version, context) {
      return db.transaction(async (tx) =>
        viewIn(tx, (await restoreDraft(tx, id, version, context)).id),
      );
    },

    issue(id, version, context) {
      return db.transaction(async (tx) => {
        const day = (await todayOf(tx, clock)).day;
        return viewIn(tx, (await issueInvoice(tx, id, version, day, context)).id);
      });
    },

    void(id, version, context) {
      return db.transaction(async (tx) =>
        viewIn(tx, (await voidInvoice(tx, id, version, context)).id),
      );
    },

    pay(id, input, context) {
      return db.transaction(async (tx) => {
        const { row } = await recordInvoicePayment(tx, id, input, context);
        return viewIn(tx, row.id);
      });
    },

    fromBookings(input, context) {
      return db.transaction(async (tx) => {
        const made = await draftsFromBookings(tx, input, context);
        return Promise.all(made.map((id) => viewIn(tx, id)));
      });
    },

    bookingsToInvoice: (query) => bookingsToInvoice(db, query),
  };
}
