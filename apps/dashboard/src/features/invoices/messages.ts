import { defineMessages } from '../../i18n';

/** The invoices module's texts: English here, French in messages.fr.ts (loaded when chosen). */
const en = {
  title: 'Invoices',
  createInvoice: 'Create invoice',
  searchLabel: 'Search invoices',
  searchPlaceholder: 'Number, company or PO',
  filter: {
    company: 'Company',
    companyPlaceholder: 'Any company',
    noMatches: 'No matching companies',
  },
  tabsLabel: 'Invoice tabs',
  // The server's list tabs (INVOICE_TABS), each counted by the server.
  tabs: {
    all: 'All',
    draft: 'Draft',
    issued: 'Issued',
    partPaid: 'Part Paid',
    overdue: 'Overdue',
    paid: 'Paid',
    credited: 'Credited',
    void: 'Void',
    deleted: 'Deleted',
  },
  // The domain's invoice statuses (INVOICE_STATUSES), exactly.
  statuses: {
    draft: 'Draft',
    issued: 'Issued',
    partPaid: 'Part Paid',
    paid: 'Paid',
    overdue: 'Overdue',
    void: 'Void',
    credited: 'Credited',
  },
  total: '{count, plural, =0 {No invoices} one {# invoice} other {# invoices}}',
  emptyTitle: 'No invoices here',
  emptyText: 'Invoices in this tab, or that match your search, are listed here.',
  columns: {
    number: 'Number',
    billingCompany: 'Billing company',
    client: 'Client',
    servicePeriod: 'Service period',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    total: 'Total',
    balance: 'Balance',
    status: 'Status',
  },
  draftNumber: 'Draft',
  noClient: 'No client',
  notSet: 'Not set',
  period: '{from} – {to}',
  overdueSince: 'Overdue',
  creditNotes: {
    title: 'Credit notes',
    searchLabel: 'Search credit notes',
    searchPlaceholder: 'Number, invoice or company',
    total: '{count, plural, =0 {No credit notes} one {# credit note} other {# credit notes}}',
    emptyTitle: 'No credit notes yet',
    emptyText: 'Credit notes are issued from an invoice’s page; each one is listed here.',
    columns: {
      number: 'Number',
      invoice: 'Invoice',
      date: 'Date',
      amount: 'Amount',
      reason: 'Reason',
      pdf: 'PDF',
    },
    pdf: 'PDF',
    pdfOf: 'PDF of {number}',
  },
} as const;

export type InvoicesMessagesEn = typeof en;

export const invoicesMessages = defineMessages(en, () => import('./messages.fr').then((m) => m.fr));
