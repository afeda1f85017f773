import { defineMessages, type Messages, useTextsWith, type Widen } from '../../i18n';

/** The billing companies list's texts (t.billingCompanies). French in billing-messages.fr.ts. */
const en = {
  title: 'Billing companies',
  searchLabel: 'Search billing companies',
  searchPlaceholder: 'Legal name or VAT number',
  columns: {
    legalName: 'Legal name',
    company: 'Company',
    vatNumber: 'VAT number',
    paymentTerms: 'Payment terms',
    purchaseOrder: 'Purchase order',
    grouping: 'Invoicing',
  },
  days: '{count, plural, one {# day} other {# days}}',
  required: 'Required',
  notRequired: 'Not required',
  groupings: {
    perBooking: 'One invoice per booking',
    monthly: 'Monthly per booking',
    consolidated: 'Consolidated monthly',
  },
  total: '{count, plural, one {# billing company} other {# billing companies}}',
  empty: 'No billing company matches this search.',
  columnsMore: { status: 'Status', actions: 'Actions' },
  statusActive: 'Active',
  statusInactive: 'Deactivated',
  isDefault: 'Default',
  create: 'New billing company',
  actions: {
    menu: 'Actions for {name}',
    edit: 'Edit',
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    delete: 'Delete',
    makeDefault: 'Make default',
  },
  confirm: {
    deactivateTitle: 'Deactivate {name}?',
    deactivateText:
      'It stays on the invoices that name it and is no longer offered for new enquiries and bookings.',
    reactivateTitle: 'Reactivate {name}?',
    reactivateText: 'It is offered again for new enquiries and bookings.',
    deleteTitle: 'Delete {name}?',
    deleteText: 'A billing company named on invoices is never deleted: deactivate it instead.',
    makeDefaultTitle: 'Make {name} the default?',
    makeDefaultText:
      'New enquiries and bookings of {company} take it, and its bookings reach Invoices › Bookings.',
  },
  section: {
    title: 'Billing companies',
    none: 'This company has no billing company yet: its bookings cannot be invoiced.',
    noDefault: 'No default billing company: choose one, or add one as the default.',
    add: 'Add billing company',
  },
  form: {
    createTitle: 'New billing company',
    editTitle: 'Edit {name}',
    ofCompany: 'A billing company of {name}.',
    create: 'Create billing company',
    save: 'Save changes',
    companyPlaceholder: 'Type a company name',
    noMatches: 'No matches',
    street: 'Street',
    zip: 'Postcode',
    city: 'Town or city',
    country: 'Country',
    accountsEmails: 'Accounts emails',
    accountsEmailsHint: 'Where invoices are sent; separate several with commas.',
    paymentTermsDays: 'Payment terms (days)',
    invoicePrefix: 'Invoice prefix',
    invoicePrefixHint: 'Up to 12 characters, e.g. ACME-.',
    purchaseOrderRequired: 'A purchase order is required',
    makeDefault: 'Make it the company’s default billing company',
    errors: {
      company: 'Choose the company',
      legalName: 'Legal name is required',
      tooLong: 'Too long',
      days: 'Enter a number of days from 0 to 365',
      emails: 'Enter up to 20 valid email addresses, separated by commas',
    },
  },
} as const;

export type BillingCompaniesMessagesEn = typeof en;

export const billingCompaniesMessages = defineMessages(en, () =>
  import('./billing-messages.fr').then((m) => m.fr),
);

/** The app's shared texts with the billing companies list's beside them (`t.billingCompanies`). */
export type BillingCompaniesTexts = Messages & {
  readonly billingCompanies: Widen<BillingCompaniesMessagesEn>;
};

export const useBillingCompaniesTexts = (): BillingCompaniesTexts =>
  useTextsWith('billingCompanies', billingCompaniesMessages);
