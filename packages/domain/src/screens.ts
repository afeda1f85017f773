/**
 * Every dashboard screen of spec §2 by name, as an absolute route pattern. The one list of
 * screen addresses: the dashboard's routes and sidebar and the server's links (home summary)
 * all take their paths from here, and `screenHref` builds an address typed by the pattern's
 * parameters, so a link to a screen that does not exist, or without its id, fails the typecheck.
 */
export const SCREENS = {
  home: '/dashboard',
  accounts: '/dashboard/accounts',
  account: '/dashboard/accounts/:accountId',
  propertiesList: '/dashboard/properties/list',
  propertyDetail: '/dashboard/properties/list/:propertyId',
  propertyCreate: '/dashboard/properties/create',
  propertySuccess: '/dashboard/properties/success',
  propertiesReport: '/dashboard/properties/report',
  settings: '/dashboard/settings',
  clientsList: '/dashboard/clients/list',
  clientCreate: '/dashboard/clients/create',
  clientDetail: '/dashboard/clients/list/:clientId',
  enquiriesList: '/dashboard/enquiries/list',
  enquiriesReport: '/dashboard/enquiries/report',
  enquiryCreate: '/dashboard/enquiries/create',
  enquiryDetail: '/dashboard/enquiries/list/:enquiryId',
  enquiryPropertyHistory:
    '/dashboard/enquiries/list/:enquiryId/properties/:chosenPropertyId/history',
  /** The public form's property requests, to convert into enquiries (not a route of the spec). */
  propertyRequests: '/dashboard/enquiries/requests',
  bookingCreate: '/dashboard/bookings/create',
  bookingsList: '/dashboard/bookings/list',
  bookingDetail: '/dashboard/bookings/list/:bookingId',
  bookingsReport: '/dashboard/bookings/report',
  invoicesList: '/dashboard/invoices/list',
  invoiceDetail: '/dashboard/invoices/list/:invoiceId',
  invoicePayment: '/dashboard/invoices/list/:invoiceId/payment',
  invoiceCreate: '/dashboard/invoices/create',
  negativeInvoiceCreate: '/dashboard/invoices/negative-invoice/create',
  invoiceItems: '/dashboard/invoices/items',
  invoiceTaxRates: '/dashboard/invoices/tax-rates',
  invoiceAuth: '/dashboard/invoices/auth',
  invoiceConfirmation: '/dashboard/invoices/confirmation',
  invoiceBookings: '/dashboard/invoices/bookings',
  creditNotes: '/dashboard/invoices/credit-notes',
  bankPayments: '/dashboard/invoices/bank-payments',
  bankPaymentCreate: '/dashboard/invoices/bank-payments-create',
  companiesList: '/dashboard/companies/list',
  companyCreate: '/dashboard/companies/create',
  companyDetail: '/dashboard/companies/list/:companyId',
  subcompaniesList: '/dashboard/subcompanies/list',
  billingCompaniesList: '/dashboard/billing-companies/list',
  agentsList: '/dashboard/agents/list',
  agentCreate: '/dashboard/agents/create',
  agentDetail: '/dashboard/agents/list/:agentId',
  tracker: '/dashboard/tracker',
  landlordCreate: '/dashboard/landlords/create',
  landlordsList: '/dashboard/landlords/list',
  landlordDetail: '/dashboard/landlords/list/:landlordId',
  administration: '/dashboard/administration',
  tasks: '/dashboard/tasks',
  reporting: '/dashboard/reporting',
  help: '/dashboard/help',
} as const;

export type ScreenName = keyof typeof SCREENS;
export type ScreenPath = (typeof SCREENS)[ScreenName];

/** The `:name` parameters of a route pattern, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a screen's address needs, e.g. `{ clientId: string }`. */
export type ScreenParams<N extends ScreenName> = {
  readonly [K in PathParamNames<(typeof SCREENS)[N]>]: string;
};

/** Query-string values; empty, undefined and null values are left out. */
export type ScreenQuery = Readonly<Record<string, string | number | undefined | null>>;

/** Arguments after the name: the parameters when the pattern has any, then an optional query. */
export type ScreenHrefArgs<N extends ScreenName> = [PathParamNames<(typeof SCREENS)[N]>] extends [
  never,
]
  ? [query?: ScreenQuery]
  : [params: ScreenParams<N>, query?: ScreenQuery];

function withQuery(base: string, query: ScreenQuery | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}

/** Fills a pattern's `:name` parameters (URI-encoded); a missing one throws. */
export function fillPath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing route parameter ${name}`);
    return encodeURIComponent(value);
  });
}

function isQuery(value: unknown): value is ScreenQuery {
  return typeof value === 'object' && value !== null;
}

/**
 * The address of a screen: `screenHref('clientDetail', { clientId })`,
 * `screenHref('enquiriesList', { tab: 'pending' })`.
 */
export function screenHref<N extends ScreenName>(name: N, ...args: ScreenHrefArgs<N>): string {
  const pattern: string = SCREENS[name];
  if (!pattern.includes(':')) return withQuery(pattern, isQuery(args[0]) ? args[0] : undefined);
  const [params, query] = args;
  const filled = fillPath(pattern, isQuery(params) ? toStrings(params) : {});
  return withQuery(filled, isQuery(query) ? query : undefined);
}

function toStrings(values: ScreenQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/**
 * An address inside the dashboard: `/dashboard` itself or below it, with or without a query or a
 * fragment (`/dashboard/enquiries/list?tab=pending`), and nothing else (`/dashboardx`, `/`,
 * `https://…`). The links the server sends (notifications, the home summary) are checked against
 * it before the dashboard navigates to them.
 */
export const DASHBOARD_HREF_PATTERN = /^\/dashboard(?:[/?#]|$)/;

/** A screen's pattern relative to /dashboard, as the dashboard router nests it ('' for home). */
export function dashboardRelative(path: ScreenPath): string {
  return path.replace(/^\/dashboard\/?/, '');
}
