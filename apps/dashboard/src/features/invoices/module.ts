import type { ScreenName } from '@staydesk/domain';
import { defineModule, type Pick, type Prefetch } from '../../lib/module';
import {
  creditNoteListKey,
  creditNoteListQuery,
  invoiceKey,
  invoiceListKey,
  invoiceListQuery,
} from './api/keys';
import { invoicesNavMessages } from './nav-messages';
import type * as Placeholders from './placeholder-routes';

const loadList = () => import('./list-routes');
const loadDetail = () => import('./routes');
const loadPayment = () => import('./payment/payment-route');
const loadCreditNotes = () => import('./credit-notes/credit-notes-route');

/** The invoice, fetched while its page's (or its payment form's) chunk downloads. */
const invoicePrefetch: Prefetch = ({ params }) =>
  params.invoiceId ? [invoiceKey(params.invoiceId)] : [];

/** A screen not built yet: an empty state saying what it will hold (placeholder-routes.tsx). */
const unbuilt = (
  screen: ScreenName,
  name: keyof typeof Placeholders,
  crumb: Pick<(typeof invoicesNavMessages)['en']>,
) => ({
  screen,
  permission: 'INVOICES' as const,
  load: () => import('./placeholder-routes').then((m) => m[name]),
  crumb,
});

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
    { path: 'invoices', crumb: (m) => m.nav.section },
    { path: 'invoices/negative-invoice', crumb: (m) => m.nav.negativeInvoice },
  ],
  routes: [
    // I1 (invoices-main): the list, the invoice, its payment, credit notes.
    {
      screen: 'invoicesList',
      permission: 'INVOICES',
      load: () => loadList().then((m) => m.InvoicesListRoute),
      // The page the list reads, fetched while its chunk downloads.
      prefetch: ({ search }) => [invoiceListKey(invoiceListQuery(search))],
      crumb: (m) => m.nav.list,
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
      crumb: (m) => m.nav.payment,
    },
    {
      screen: 'creditNotes',
      permission: 'INVOICES',
      load: () => loadCreditNotes().then((m) => m.CreditNotesRoute),
      prefetch: ({ search }) => [creditNoteListKey(creditNoteListQuery(search))],
      crumb: (m) => m.nav.creditNotes,
    },
    // I2 (invoices-catalogue): bookings to invoice, drafts by hand, negative invoices, catalogue.
    {
      screen: 'invoiceBookings',
      permission: 'INVOICES',
      load: () => import('./billing/bookings-routes').then((m) => m.InvoiceBookingsRoute),
      crumb: (m) => m.nav.bookings,
    },
    {
      screen: 'invoiceCreate',
      permission: 'INVOICES',
      load: () => import('./billing/create-routes').then((m) => m.InvoiceCreateRoute),
      crumb: (m) => m.nav.create,
    },
    {
      screen: 'negativeInvoiceCreate',
      permission: 'INVOICES',
      load: () => import('./billing/negative-routes').then((m) => m.NegativeInvoiceCreateRoute),
      crumb: (m) => m.nav.create,
    },
    {
      screen: 'invoiceItems',
      permission: 'INVOICES',
      load: () => import('./catalogue/items-routes').then((m) => m.InvoiceItemsRoute),
      crumb: (m) => m.nav.items,
    },
    {
      screen: 'invoiceTaxRates',
      permission: 'INVOICES',
      load: () => import('./catalogue/tax-rates-routes').then((m) => m.TaxRatesRoute),
      crumb: (m) => m.nav.taxRates,
    },
    // Not built this session (issue #15 next steps): placeholders saying what they will hold.
    unbuilt('invoiceAuth', 'InvoiceAuthPlaceholder', (m) => m.nav.auth),
    unbuilt('invoiceConfirmation', 'InvoiceConfirmationPlaceholder', (m) => m.nav.confirmation),
    unbuilt('bankPayments', 'BankPaymentsPlaceholder', (m) => m.nav.bankPayments),
    unbuilt('bankPaymentCreate', 'BankPaymentCreatePlaceholder', (m) => m.nav.bankPaymentCreate),
  ],
  nav: {
    invoices: (m) => m.nav.section,
    'invoices-bookings': (m) => m.nav.bookings,
    'invoices-list': (m) => m.nav.list,
    'invoices-credit-notes': (m) => m.nav.creditNotes,
    'invoices-bank-payments': (m) => m.nav.bankPayments,
    'invoices-bank-payments-create': (m) => m.nav.bankPaymentCreate,
    'invoices-auth': (m) => m.nav.auth,
    'invoices-items': (m) => m.nav.items,
    'invoices-tax-rates': (m) => m.nav.taxRates,
  },
});
