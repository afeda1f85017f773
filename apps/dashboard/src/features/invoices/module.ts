import type { Messages } from '../../i18n';
import { defineModule, type Prefetch } from '../../lib/module';
import {
  creditNoteListKey,
  creditNoteListQuery,
  invoiceKey,
  invoiceListKey,
  invoiceListQuery,
} from './api/keys';
import { invoicesNavMessages } from './nav-messages';

const loadList = () => import('./list-routes');
const loadDetail = () => import('./routes');
const loadPayment = () => import('./payment/payment-route');
const loadCreditNotes = () => import('./credit-notes/credit-notes-route');
const loadBankPayments = () => import('./bank-payments/routes');

/** The sidebar entries of spec §2 (Invoices: bookings, list, credit-notes, bank-payments,
 * bank-payments-create, auth, items, tax-rates), worded by the shared layout.menu texts. */
const NAV = [
  'invoices',
  'invoices-bookings',
  'invoices-list',
  'invoices-credit-notes',
  'invoices-bank-payments',
  'invoices-bank-payments-create',
  'invoices-auth',
  'invoices-items',
  'invoices-tax-rates',
] as const satisfies readonly (keyof Messages['layout']['menu'])[];

/** The invoice, fetched while its page's (or its payment form's) chunk downloads. */
const invoicePrefetch: Prefetch = ({ params }) =>
  params.invoiceId ? [invoiceKey(params.invoiceId)] : [];

/**
 * Invoices (spec §2: invoices/list, invoices/list/:invoiceId, invoices/list/:invoiceId/payment,
 * invoices/create, invoices/negative-invoice/create, invoices/items, invoices/tax-rates,
 * invoices/auth, invoices/confirmation, invoices/bookings, invoices/credit-notes,
 * invoices/bank-payments, invoices/bank-payments-create). Every route needs INVOICES (all roles).
 */
export const invoicesModule = defineModule({
  id: 'invoices',
  messages: invoicesNavMessages,
  sections: [
    { path: 'invoices', crumb: (m) => m.layout.segments.invoices },
    { path: 'invoices/negative-invoice', crumb: (m) => m.layout.segments['negative-invoice'] },
  ],
  routes: [
    // I1 (invoices-main): the list, the invoice, its payment, credit notes.
    {
      screen: 'invoicesList',
      permission: 'INVOICES',
      load: () => loadList().then((m) => m.InvoicesListRoute),
      // The page the list reads, fetched while its chunk downloads.
      prefetch: ({ search }) => [invoiceListKey(invoiceListQuery(search))],
      crumb: (m) => m.layout.segments.list,
    },
    {
      screen: 'invoiceDetail',
      permission: 'INVOICES',
      load: () => loadDetail().then((m) => m.InvoiceDetailRoute),
      // The invoice, fetched while the page's chunk downloads.
      prefetch: invoicePrefetch,
      crumb: { record: 'invoiceId' },
    },
    {
      screen: 'invoicePayment',
      permission: 'INVOICES',
      load: () => loadPayment().then((m) => m.InvoicePaymentRoute),
      prefetch: invoicePrefetch,
      crumb: (m) => m.layout.segments.payment,
    },
    {
      screen: 'creditNotes',
      permission: 'INVOICES',
      load: () => loadCreditNotes().then((m) => m.CreditNotesRoute),
      prefetch: ({ search }) => [creditNoteListKey(creditNoteListQuery(search))],
      crumb: (m) => m.layout.segments['credit-notes'],
    },
    // I2 (invoices-catalogue): bookings to invoice, drafts by hand, negative invoices, catalogue.
    {
      screen: 'invoiceBookings',
      permission: 'INVOICES',
      load: () => import('./billing/bookings-routes').then((m) => m.InvoiceBookingsRoute),
      crumb: (m) => m.layout.segments.bookings,
    },
    {
      screen: 'invoiceCreate',
      permission: 'INVOICES',
      load: () => import('./billing/create-routes').then((m) => m.InvoiceCreateRoute),
      crumb: (m) => m.layout.segments.create,
    },
    {
      screen: 'negativeInvoiceCreate',
      permission: 'INVOICES',
      load: () => import('./billing/negative-routes').then((m) => m.NegativeInvoiceCreateRoute),
      crumb: (m) => m.layout.segments.create,
    },
    {
      screen: 'invoiceItems',
      permission: 'INVOICES',
      load: () => import('./catalogue/items-routes').then((m) => m.InvoiceItemsRoute),
      crumb: (m) => m.layout.segments.items,
    },
    {
      screen: 'invoiceTaxRates',
      permission: 'INVOICES',
      load: () => import('./catalogue/tax-rates-routes').then((m) => m.TaxRatesRoute),
      crumb: (m) => m.layout.segments['tax-rates'],
    },
    // A2 (accounting): the connection, exports and their history; where the provider returns.
    {
      screen: 'invoiceAuth',
      permission: 'INVOICES',
      load: () => import('./accounting/auth-route').then((m) => m.InvoiceAuthRoute),
      crumb: (m) => m.layout.segments.auth,
    },
    {
      screen: 'invoiceConfirmation',
      permission: 'INVOICES',
      load: () => import('./accounting/confirmation-route').then((m) => m.InvoiceConfirmationRoute),
      crumb: (m) => m.layout.segments.confirmation,
    },
    // I3 (bank payments): the list with each payment's matching panel; entry and statement import.
    {
      screen: 'bankPayments',
      permission: 'INVOICES',
      load: () => loadBankPayments().then((m) => m.BankPaymentsRoute),
      crumb: (m) => m.layout.segments['bank-payments'],
    },
    {
      screen: 'bankPaymentCreate',
      permission: 'INVOICES',
      load: () => loadBankPayments().then((m) => m.BankPaymentCreateRoute),
      crumb: (m) => m.layout.segments['bank-payments-create'],
    },
  ],
  nav: Object.fromEntries(NAV.map((key) => [key, (m: Messages) => m.layout.menu[key]])),
});
