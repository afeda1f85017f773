import { defineMessages } from '../../i18n';

/**
 * The sidebar and breadcrumb texts, the only ones the app's entry carries: the module descriptor
 * reads these, while messages.ts (the screens' texts) loads with the screens and takes its `nav`
 * from here, so each text is written once. The invoice page's crumb is the invoice's number
 * (`{ record: 'invoiceId' }`, 'Draft invoice' before it is issued). The sidebar (spec §2:
 * Invoices: bookings, list, credit-notes, bank-payments, bank-payments-create, auth, items,
 * tax-rates) reads the same texts.
 */
export const invoicesNav = {
  en: {
    section: 'Invoices',
    list: 'List',
    payment: 'Payment',
    create: 'Create',
    negativeInvoice: 'Negative Invoice',
    items: 'Items',
    taxRates: 'Tax Rates',
    auth: 'Authorise',
    confirmation: 'Confirmation',
    bookings: 'Bookings',
    creditNotes: 'Credit Notes',
    bankPayments: 'Bank Payments',
    bankPaymentCreate: 'Create Bank Payment',
  },
  fr: {
    section: 'Factures',
    list: 'Liste',
    payment: 'Paiement',
    create: 'Créer',
    negativeInvoice: 'Facture négative',
    items: 'Articles',
    taxRates: 'Taux de taxe',
    auth: 'Autoriser',
    confirmation: 'Confirmation',
    bookings: 'Réservations',
    creditNotes: 'Avoirs',
    bankPayments: 'Paiements bancaires',
    bankPaymentCreate: 'Nouveau paiement bancaire',
  },
} as const;

export const invoicesNavMessages = defineMessages({ nav: invoicesNav.en }, { nav: invoicesNav.fr });
