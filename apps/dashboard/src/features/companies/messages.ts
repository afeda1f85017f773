import { defineMessages, type Messages, useTextsWith, type Widen } from '../../i18n';

/** Texts of the companies, subcompanies and billing companies screens. */
const en = {
  title: 'Companies',
  subcompaniesTitle: 'Subcompanies',
  createCompany: 'Create company',
  searchLabel: 'Search companies',
  searchPlaceholder: 'Name or legal name',
  withoutBillingFilter: 'Only companies without a billing company',
  clearFilter: 'Clear filter',
  tabsLabel: 'Company kinds',
  tabs: { all: 'All', top: 'Companies', sub: 'Subcompanies' },
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
} as const;

export type CompaniesMessagesEn = typeof en;

export const companiesMessages = defineMessages(en, () =>
  import('./messages.fr').then((m) => m.fr),
);

/** The app's shared texts with these screens' own beside them (`t.companies`). */
export type CompaniesTexts = Messages & { readonly companies: Widen<CompaniesMessagesEn> };

export const useCompaniesTexts = (): CompaniesTexts => useTextsWith('companies', companiesMessages);
