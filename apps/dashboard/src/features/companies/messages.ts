import { defineMessages, type Messages, useTextsWith, type Widen } from '../../i18n';

/** Texts of the companies, subcompanies and billing companies screens. */
const en = {
  title: 'Companies',
  subcompaniesTitle: 'Subcompanies',
  billingTitle: 'Billing companies',
  createCompany: 'Create company',
  searchLabel: 'Search companies',
  searchPlaceholder: 'Name or legal name',
  withoutBillingFilter: 'Only companies without a billing company',
  clearFilter: 'Clear filter',
  tabsLabel: 'Company kinds',
  tabs: { all: 'All', top: 'Companies', sub: 'Subcompanies' },
  tabCount: '{label} ({count})',
  columns: {
    name: 'Name',
    legalName: 'Legal name',
    type: 'Type',
    parent: 'Parent company',
    created: 'Created',
  },
  total: '{count, plural, one {# company} other {# companies}}',
  emptyTitle: 'No companies found',
  emptyText: 'No company matches this search.',
  fields: {
    name: 'Company name',
    legalName: 'Legal name',
    registrationNumber: 'Registration number',
    vatNumber: 'VAT number',
    type: 'Type',
    parent: 'Parent company',
    noParent: 'None (a top-level company)',
    findParent: 'Find a parent company',
    logo: 'Logo',
    chooseLogo: 'Choose a logo',
    noLogo: 'No logo',
    removeLogo: 'Remove the logo',
    displayName: 'Display name',
    primaryColour: 'Brand colour',
    secondaryColour: 'Secondary colour',
    website: 'Website',
  },
  wizard: {
    title: 'Create company',
    stepsLabel: 'Steps',
    steps: { basic: 'Basic information', branding: 'Branding', confirm: 'Confirmation' },
    stepOf: 'Step {step} of {count}',
    next: 'Next',
    back: 'Back',
    create: 'Create company',
    confirmText: 'Check the details below, then create the company.',
    websiteHint: 'https:// is added when no scheme is given.',
  },
  detail: {
    back: 'Back to companies',
    notFound: 'This company does not exist or was deleted.',
    information: 'Information',
    branding: 'Branding',
    noBranding: 'No branding yet.',
    createdAt: 'Created',
    createdBy: 'Created by',
    updatedAt: 'Last changed',
    updatedMeta: 'Updated {when}',
    record: 'Record',
    edit: 'Edit company',
    cancelEdit: 'Cancel',
    save: 'Save changes',
    subcompanies: 'Subcompanies',
    noSubcompanies: 'This company has no subcompanies.',
    createSubcompany: 'Create subcompany',
    createSubcompanyTitle: 'Create subcompany of {name}',
    delete: 'Delete company',
    deleteTitle: 'Delete this company?',
    deleteText: '{name} will be moved to the deleted records.',
    confirmDelete: 'Delete',
    cancel: 'Cancel',
  },
  billing: {
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
  },
} as const;

export type CompaniesMessagesEn = typeof en;

export const companiesMessages = defineMessages(en, () =>
  import('./messages.fr').then((m) => m.fr),
);

/** The app's shared texts with these screens' own beside them (`t.companies`). */
export type CompaniesTexts = Messages & { readonly companies: Widen<CompaniesMessagesEn> };

export const useCompaniesTexts = (): CompaniesTexts => useTextsWith('companies', companiesMessages);
