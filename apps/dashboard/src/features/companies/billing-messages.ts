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
