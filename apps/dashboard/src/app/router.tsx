import type { Permission } from '@staydesk/domain';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
} from 'react-router';
import { paths } from '../config/paths';
import { RequirePermission } from '../lib/can';
import { withChunkTimeout } from '../lib/chunk';
import { isSignedIn } from '../lib/session';
import { AppRoot } from './AppRoot';
import { RouteErrorFallback, RouteLoadingFallback } from './fallbacks';

/**
 * The route table of spec §2. Routes stay thin (STYLE §8): path, lazy chunk, guard and error
 * boundary. Each screen module is its own chunk, loaded when first visited.
 */

type Load = () => Promise<ComponentType>;

/** A lazily loaded screen, optionally behind a permission (the route guard of STYLE §8). */
function screen(path: string | undefined, load: Load, permission?: Permission): RouteObject {
  const lazy = async () => {
    const Screen = await withChunkTimeout(load());
    if (!permission) return { Component: Screen };
    return {
      element: (
        <RequirePermission permission={permission}>
          <Screen />
        </RequirePermission>
      ),
    };
  };
  const base = { lazy, ErrorBoundary: RouteErrorFallback };
  return path === undefined ? { index: true, ...base } : { path, ...base };
}

const p = paths.dashboard;

const modules = {
  properties: () => import('./routes/modules/properties'),
  clients: () => import('./routes/modules/clients'),
  enquiries: () => import('./routes/modules/enquiries'),
  bookings: () => import('./routes/modules/bookings'),
  invoices: () => import('./routes/modules/invoices'),
  agents: () => import('./routes/modules/agents'),
  tracker: () => import('./routes/modules/tracker'),
  landlords: () => import('./routes/modules/landlords'),
  tasks: () => import('./routes/modules/tasks'),
  reporting: () => import('./routes/modules/reporting'),
  help: () => import('./routes/modules/help'),
};

const features = {
  home: () => import('../features/home/routes'),
  settings: () => import('../features/settings/routes'),
  accounts: () => import('../features/accounts/routes'),
  administration: () => import('../features/administration/routes'),
  companies: () => import('../features/companies/routes'),
  auth: () => import('../features/auth/routes'),
  publicPages: () => import('../features/public/routes'),
  errors: () => import('../features/errors/routes'),
  layout: () => import('../features/layout/routes'),
};

export const dashboardRoutes: RouteObject[] = [
  screen(undefined, () => features.home().then((m) => m.HomeRoute), 'HOME'),
  screen(p.accounts.path, () => features.accounts().then((m) => m.AccountsRoute), 'ACCOUNTS'),
  // Opened from a creator chip by any role; what it reveals is gated inside (ACCOUNT_DATA).
  screen(p.account.path, () => features.accounts().then((m) => m.AccountRoute)),
  screen(
    p.properties.list.path,
    () => modules.properties().then((m) => m.PropertiesList),
    'PROPERTIES',
  ),
  screen(
    p.properties.detail.path,
    () => modules.properties().then((m) => m.PropertyDetail),
    'PROPERTIES',
  ),
  screen(
    p.properties.create.path,
    () => modules.properties().then((m) => m.PropertyCreate),
    'PROPERTIES',
  ),
  screen(
    p.properties.success.path,
    () => modules.properties().then((m) => m.PropertySuccess),
    'PROPERTIES',
  ),
  screen(
    p.properties.report.path,
    () => modules.properties().then((m) => m.PropertiesReport),
    'PROPERTIES',
  ),
  // The Settings menu entry uses the enquiries permission (spec §2).
  screen(p.settings.path, () => features.settings().then((m) => m.SettingsRoute), 'ENQUIRIES'),
  screen(p.clients.list.path, () => modules.clients().then((m) => m.ClientsList), 'CLIENTS'),
  screen(p.clients.create.path, () => modules.clients().then((m) => m.ClientCreate), 'CLIENTS'),
  screen(p.clients.detail.path, () => modules.clients().then((m) => m.ClientDetail), 'CLIENTS'),
  screen(
    p.enquiries.list.path,
    () => modules.enquiries().then((m) => m.EnquiriesList),
    'ENQUIRIES',
  ),
  screen(
    p.enquiries.report.path,
    () => modules.enquiries().then((m) => m.EnquiriesReport),
    'ENQUIRIES_REPORT',
  ),
  screen(
    p.enquiries.create.path,
    () => modules.enquiries().then((m) => m.EnquiryCreate),
    'ENQUIRIES',
  ),
  screen(
    p.enquiries.detail.path,
    () => modules.enquiries().then((m) => m.EnquiryDetail),
    'ENQUIRIES',
  ),
  screen(
    p.enquiries.propertyHistory.path,
    () => modules.enquiries().then((m) => m.EnquiryPropertyHistory),
    'ENQUIRIES',
  ),
  screen(p.bookings.create.path, () => modules.bookings().then((m) => m.BookingCreate), 'BOOKINGS'),
  screen(p.bookings.list.path, () => modules.bookings().then((m) => m.BookingsList), 'BOOKINGS'),
  screen(p.bookings.detail.path, () => modules.bookings().then((m) => m.BookingDetail), 'BOOKINGS'),
  screen(
    p.bookings.report.path,
    () => modules.bookings().then((m) => m.BookingsReport),
    'BOOKINGS',
  ),
  screen(p.invoices.list.path, () => modules.invoices().then((m) => m.InvoicesList), 'INVOICES'),
  screen(p.invoices.detail.path, () => modules.invoices().then((m) => m.InvoiceDetail), 'INVOICES'),
  screen(
    p.invoices.payment.path,
    () => modules.invoices().then((m) => m.InvoicePayment),
    'INVOICES',
  ),
  screen(p.invoices.create.path, () => modules.invoices().then((m) => m.InvoiceCreate), 'INVOICES'),
  screen(
    p.invoices.negativeCreate.path,
    () => modules.invoices().then((m) => m.NegativeInvoiceCreate),
    'INVOICES',
  ),
  screen(p.invoices.items.path, () => modules.invoices().then((m) => m.InvoiceItems), 'INVOICES'),
  screen(p.invoices.taxRates.path, () => modules.invoices().then((m) => m.TaxRates), 'INVOICES'),
  screen(p.invoices.auth.path, () => modules.invoices().then((m) => m.InvoiceAuth), 'INVOICES'),
  screen(
    p.invoices.confirmation.path,
    () => modules.invoices().then((m) => m.InvoiceConfirmation),
    'INVOICES',
  ),
  screen(
    p.invoices.bookings.path,
    () => modules.invoices().then((m) => m.InvoiceBookings),
    'INVOICES',
  ),
  screen(
    p.invoices.creditNotes.path,
    () => modules.invoices().then((m) => m.CreditNotes),
    'INVOICES',
  ),
  screen(
    p.invoices.bankPayments.path,
    () => modules.invoices().then((m) => m.BankPayments),
    'INVOICES',
  ),
  screen(
    p.invoices.bankPaymentsCreate.path,
    () => modules.invoices().then((m) => m.BankPaymentCreate),
    'INVOICES',
  ),
  screen(
    p.companies.list.path,
    () => features.companies().then((m) => m.CompaniesListRoute),
    'COMPANIES',
  ),
  screen(
    p.companies.create.path,
    () => features.companies().then((m) => m.CompanyCreateRoute),
    'COMPANIES',
  ),
  screen(
    p.companies.detail.path,
    () => features.companies().then((m) => m.CompanyDetailRoute),
    'COMPANIES',
  ),
  screen(
    p.companies.subcompanies.path,
    () => features.companies().then((m) => m.SubcompaniesListRoute),
    'COMPANIES',
  ),
  screen(
    p.companies.billingCompanies.path,
    () => features.companies().then((m) => m.BillingCompaniesListRoute),
    'COMPANIES',
  ),
  screen(p.agents.list.path, () => modules.agents().then((m) => m.AgentsList), 'AGENTS'),
  screen(p.agents.create.path, () => modules.agents().then((m) => m.AgentCreate), 'AGENTS'),
  screen(p.tracker.path, () => modules.tracker().then((m) => m.Tracker), 'TRACKER'),
  screen(
    p.landlords.create.path,
    () => modules.landlords().then((m) => m.LandlordCreate),
    'LANDLORDS',
  ),
  screen(
    p.landlords.list.path,
    () => modules.landlords().then((m) => m.LandlordsList),
    'LANDLORDS',
  ),
  screen(
    p.landlords.detail.path,
    () => modules.landlords().then((m) => m.LandlordDetail),
    'LANDLORDS',
  ),
  screen(
    p.administration.path,
    () => features.administration().then((m) => m.AdministrationRoute),
    'ADMINISTRATION',
  ),
  // Tasks is admin-only and needs the administration permission (spec §2).
  screen(p.tasks.path, () => modules.tasks().then((m) => m.Tasks), 'ADMINISTRATION'),
  screen(p.reporting.path, () => modules.reporting().then((m) => m.Reporting), 'REPORTING'),
  screen(p.help.path, () => modules.help().then((m) => m.Help), 'HELP'),
];

/**
 * Without a token the dashboard redirects to /signin, remembering where the user was going
 * (spec §2). Runs before the layout chunk loads, so a signed-out visit downloads nothing more.
 */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (isSignedIn()) return null;
  const url = new URL(request.url);
  throw redirect(paths.signIn.href(`${url.pathname}${url.search}`));
}

/** `/` (spec: "landing, content not shown"): signed-in users go to the dashboard, others to sign-in. */
export function landingRedirect() {
  throw redirect(isSignedIn() ? paths.dashboard.root.href() : paths.signIn.href());
}

export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    HydrateFallback: RouteLoadingFallback,
    ErrorBoundary: RouteErrorFallback,
    children: [
      { path: paths.landing.path, loader: landingRedirect },
      screen(paths.signIn.path, () => features.auth().then((m) => m.SignInRoute)),
      screen(paths.signUp.path, () => features.auth().then((m) => m.SignUpRoute)),
      screen(paths.recoverPassword.path, () => features.auth().then((m) => m.RecoverPasswordRoute)),
      screen(paths.newPassword.path, () => features.auth().then((m) => m.NewPasswordRoute)),
      screen(paths.publicProperty.path, () =>
        features.publicPages().then((m) => m.PublicPropertyRoute),
      ),
      screen(paths.publicRequestProperty.path, () =>
        features.publicPages().then((m) => m.RequestPropertyRoute),
      ),
      screen(paths.publicRequestConfirmation.path, () =>
        features.publicPages().then((m) => m.RequestConfirmationRoute),
      ),
      screen(paths.error.path, () => features.errors().then((m) => m.ErrorRoute)),
      {
        path: p.root.path,
        loader: requireSession,
        lazy: async () => ({
          Component: await withChunkTimeout(features.layout().then((m) => m.DashboardLayout)),
        }),
        ErrorBoundary: RouteErrorFallback,
        children: dashboardRoutes,
      },
      screen('*', () => features.errors().then((m) => m.NotFoundRoute)),
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
