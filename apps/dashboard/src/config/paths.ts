/**
 * Every route of spec §2. `path` is what the router matches (dashboard routes relative to
 * /dashboard, as the spec lists them); `href` builds the absolute address to link to.
 */

const dashboard = (relative: string) => (relative ? `/dashboard/${relative}` : '/dashboard');

function withQuery(base: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export type ErrorType = 'timeout' | 'permissionDenied';

export const paths = {
  landing: { path: '/', href: () => '/' },
  signIn: {
    path: '/signin',
    href: (from?: string) => withQuery('/signin', { from }),
  },
  /** Sign-up: the spec leaves its route open; this one mirrors /signin. */
  signUp: { path: '/signup', href: () => '/signup' },
  publicProperty: {
    path: '/public/property/:propertyId',
    href: (propertyId: string) => `/public/property/${encodeURIComponent(propertyId)}`,
  },
  publicRequestProperty: {
    path: '/public/request-property',
    href: () => '/public/request-property',
  },
  publicRequestConfirmation: {
    path: '/public/request-property/confirmation',
    href: (reference?: string) => withQuery('/public/request-property/confirmation', { reference }),
  },
  recoverPassword: { path: '/recover-password', href: () => '/recover-password' },
  newPassword: {
    path: '/new-password/:resetToken',
    href: (resetToken: string) => `/new-password/${encodeURIComponent(resetToken)}`,
  },
  error: {
    path: '/error',
    href: (type?: ErrorType) => withQuery('/error', { type }),
  },
  dashboard: {
    root: { path: '/dashboard', href: () => dashboard('') },
    home: { path: '', href: () => dashboard('') },
    accounts: { path: 'accounts', href: () => dashboard('accounts') },
    account: {
      path: 'accounts/:accountId',
      href: (accountId: string) => dashboard(`accounts/${accountId}`),
    },
    properties: {
      list: { path: 'properties/list', href: () => dashboard('properties/list') },
      detail: {
        path: 'properties/list/:propertyId',
        href: (propertyId: string) => dashboard(`properties/list/${propertyId}`),
      },
      create: { path: 'properties/create', href: () => dashboard('properties/create') },
      success: { path: 'properties/success', href: () => dashboard('properties/success') },
      report: { path: 'properties/report', href: () => dashboard('properties/report') },
    },
    settings: { path: 'settings', href: () => dashboard('settings') },
    clients: {
      list: { path: 'clients/list', href: () => dashboard('clients/list') },
      create: { path: 'clients/create', href: () => dashboard('clients/create') },
      detail: {
        path: 'clients/list/:clientId',
        href: (clientId: string) => dashboard(`clients/list/${clientId}`),
      },
    },
    enquiries: {
      list: { path: 'enquiries/list', href: () => dashboard('enquiries/list') },
      report: { path: 'enquiries/report', href: () => dashboard('enquiries/report') },
      create: { path: 'enquiries/create', href: () => dashboard('enquiries/create') },
      detail: {
        path: 'enquiries/list/:enquiryId',
        href: (enquiryId: string) => dashboard(`enquiries/list/${enquiryId}`),
      },
      propertyHistory: {
        path: 'enquiries/list/:enquiryId/properties/:chosenPropertyId/history',
        href: (enquiryId: string, chosenPropertyId: string) =>
          dashboard(`enquiries/list/${enquiryId}/properties/${chosenPropertyId}/history`),
      },
    },
    bookings: {
      create: { path: 'bookings/create', href: () => dashboard('bookings/create') },
      list: { path: 'bookings/list', href: () => dashboard('bookings/list') },
      detail: {
        path: 'bookings/list/:bookingId',
        href: (bookingId: string) => dashboard(`bookings/list/${bookingId}`),
      },
      report: { path: 'bookings/report', href: () => dashboard('bookings/report') },
    },
    invoices: {
      list: { path: 'invoices/list', href: () => dashboard('invoices/list') },
      detail: {
        path: 'invoices/list/:invoiceId',
        href: (invoiceId: string) => dashboard(`invoices/list/${invoiceId}`),
      },
      payment: {
        path: 'invoices/list/:invoiceId/payment',
        href: (invoiceId: string) => dashboard(`invoices/list/${invoiceId}/payment`),
      },
      create: { path: 'invoices/create', href: () => dashboard('invoices/create') },
      negativeCreate: {
        path: 'invoices/negative-invoice/create',
        href: () => dashboard('invoices/negative-invoice/create'),
      },
      items: { path: 'invoices/items', href: () => dashboard('invoices/items') },
      taxRates: { path: 'invoices/tax-rates', href: () => dashboard('invoices/tax-rates') },
      auth: { path: 'invoices/auth', href: () => dashboard('invoices/auth') },
      confirmation: {
        path: 'invoices/confirmation',
        href: () => dashboard('invoices/confirmation'),
      },
      bookings: { path: 'invoices/bookings', href: () => dashboard('invoices/bookings') },
      creditNotes: {
        path: 'invoices/credit-notes',
        href: () => dashboard('invoices/credit-notes'),
      },
      bankPayments: {
        path: 'invoices/bank-payments',
        href: () => dashboard('invoices/bank-payments'),
      },
      bankPaymentsCreate: {
        path: 'invoices/bank-payments-create',
        href: () => dashboard('invoices/bank-payments-create'),
      },
    },
    companies: {
      list: { path: 'companies/list', href: () => dashboard('companies/list') },
      create: { path: 'companies/create', href: () => dashboard('companies/create') },
      detail: {
        path: 'companies/list/:companyId',
        href: (companyId: string) => dashboard(`companies/list/${companyId}`),
      },
      subcompanies: { path: 'subcompanies/list', href: () => dashboard('subcompanies/list') },
      billingCompanies: {
        path: 'billing-companies/list',
        href: () => dashboard('billing-companies/list'),
      },
    },
    agents: {
      list: { path: 'agents/list', href: () => dashboard('agents/list') },
      create: { path: 'agents/create', href: () => dashboard('agents/create') },
    },
    tracker: { path: 'tracker', href: () => dashboard('tracker') },
    landlords: {
      create: { path: 'landlords/create', href: () => dashboard('landlords/create') },
      list: { path: 'landlords/list', href: () => dashboard('landlords/list') },
      detail: {
        path: 'landlords/list/:landlordId',
        href: (landlordId: string) => dashboard(`landlords/list/${landlordId}`),
      },
    },
    administration: { path: 'administration', href: () => dashboard('administration') },
    tasks: { path: 'tasks', href: () => dashboard('tasks') },
    reporting: { path: 'reporting', href: () => dashboard('reporting') },
    help: { path: 'help', href: () => dashboard('help') },
  },
} as const;
