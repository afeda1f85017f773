import { randomUUID } from 'node:crypto';
import type { Role } from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSpec } from '../src/http/route.js';
import { ROLES_UNDER_TEST, type SignedIn, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
const sessions = new Map<Role, SignedIn>();

/** The accounts' experiments, set in the database: the next request reads them. */
async function setExperiments(role: Role, experiments: { name: string; isAvailable: boolean }[]) {
  await server.db.query('update users set experiments = $1::text::jsonb where email = $2', [
    JSON.stringify(experiments),
    `${role}@staydesk.test`,
  ]);
}

/** Every experiment the settings offer, switched on. */
const ALL_EXPERIMENTS = ['trackerBoard', 'reportingV2', 'landlordSync', 'whatsappLinks'].map(
  (name) => ({ name, isAvailable: true }),
);

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ROLES_UNDER_TEST) sessions.set(role, await server.signIn(role));
  // The role table alone decides below; the experiments' own gate has its own test.
  for (const role of ROLES_UNDER_TEST) await setExperiments(role, ALL_EXPERIMENTS);
});
afterAll(async () => {
  await server?.close();
});

/** Spec §7, exactly as written, plus the current-user call. */
const SPEC_ENDPOINTS = [
  'POST /account',
  'POST /api/auth/signin',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/send-reset-email',
  'POST /api/auth/reset-password',
  'GET /api/v1/global/settings',
  'GET /account/fetch',
  'PATCH /account/:id/image',
  'GET /api/v1/users',
  'GET /api/v1/users/:id',
  'PATCH /api/v1/users/:id',
  'DELETE /api/v1/users/:id',
  'PATCH /api/v1/users/:id/password',
  'POST /api/v1/users/:id/experiments',
  'DELETE /api/v1/users/:id/experiments/:name',
  'GET /api/companies',
  'GET /api/companies/:id',
  'POST /api/companies',
  'PATCH /api/companies/:companyId',
  'DELETE /api/companies/:id',
  'GET /api/auth/me',
];

/**
 * Spec §6, transcribed by hand (not imported from the domain's table): the roles of each
 * navigation area and action an endpoint below depends on.
 */
const ALL_FIVE: readonly Role[] = ['user', 'moderator', 'admin', 'masteradmin', 'system_admin'];
const SPEC_ROLES = {
  // Navigation areas
  HOME: ALL_FIVE,
  CLIENTS: ALL_FIVE,
  AGENTS: ALL_FIVE,
  ENQUIRIES: ALL_FIVE,
  COMPANIES: ALL_FIVE,
  LANDLORDS: ALL_FIVE,
  PROPERTIES: ALL_FIVE,
  BOOKINGS: ALL_FIVE,
  INVOICES: ALL_FIVE,
  TRACKER: ALL_FIVE,
  ACCOUNTS: ['masteradmin', 'system_admin'],
  REPORTING: ['user', 'moderator', 'masteradmin', 'system_admin'],
  ADMINISTRATION: ['system_admin'],
  // Actions
  DELETE_BOOKING_PERMANENTLY: ['system_admin'],
  ACCOUNT_DATA: ['masteradmin', 'system_admin'],
  DELETE_LANDLORD: ['masteradmin', 'system_admin'],
  DELETE_PROPERTY: ['masteradmin', 'system_admin'],
  ASSIGN_ENQUIRY: ['admin', 'masteradmin', 'system_admin'],
  DELETE_ASSIGNEE: ['admin', 'masteradmin', 'system_admin'],
  DELETE_ENQUIRY: ['admin', 'masteradmin', 'system_admin'],
  DELETE_ENQUIRY_PERMANENTLY: ['system_admin'],
  ENQUIRIES_REPORT: ['masteradmin', 'system_admin'],
  ENQUIRY_TAB_AWAITING_APPROVAL: ['masteradmin', 'system_admin'],
  // Finance actions beyond spec §6, by default (Administration may grant them to other roles)
  ISSUE_INVOICE: ['masteradmin', 'system_admin'],
  VOID_INVOICE: ['masteradmin', 'system_admin'],
  ISSUE_CREDIT_NOTE: ['masteradmin', 'system_admin'],
  MANAGE_TAX_RATES_AND_ITEMS: ['masteradmin', 'system_admin'],
  EXPORT_JOURNALS: ['masteradmin', 'system_admin'],
  MATCH_BANK_PAYMENTS: ['masteradmin', 'system_admin'],
} as const satisfies Record<string, readonly Role[]>;

/**
 * Who may call each endpoint, written by hand from the spec (§6 for the areas, §7 and the
 * module issues for the endpoints): anyone (PUBLIC), anyone signed in (SIGNED_IN, the record
 * rules then apply inside), or the roles of a §6 area or action. A route declared with another
 * permission than this table names fails below, and so does a route missing from the table.
 */
const EXPECTED_ACCESS: Record<string, 'PUBLIC' | 'SIGNED_IN' | keyof typeof SPEC_ROLES> = {
  'POST /api/auth/signin': 'PUBLIC',
  'POST /api/auth/refresh': 'PUBLIC',
  'POST /api/auth/logout': 'PUBLIC',
  'POST /api/auth/send-reset-email': 'PUBLIC',
  'POST /api/auth/reset-password': 'PUBLIC',
  'POST /api/auth/verify-email': 'PUBLIC',
  'GET /api/v1/accounts/pending': 'ACCOUNT_DATA',
  'POST /api/v1/accounts/:id/approve': 'ACCOUNT_DATA',
  'POST /api/v1/accounts/:id/refuse': 'ACCOUNT_DATA',
  'GET /api/auth/me': 'SIGNED_IN',
  'GET /api/v1/users': 'SIGNED_IN',
  'GET /api/v1/users/:id': 'SIGNED_IN',
  'PATCH /api/v1/users/:id': 'SIGNED_IN',
  'DELETE /api/v1/users/:id': 'ACCOUNT_DATA',
  'PATCH /api/v1/users/:id/password': 'SIGNED_IN',
  'POST /api/v1/users/:id/experiments': 'ADMINISTRATION',
  'DELETE /api/v1/users/:id/experiments/:name': 'ADMINISTRATION',
  'POST /account': 'PUBLIC',
  'GET /account/fetch': 'ACCOUNTS',
  'PATCH /account/:id/image': 'SIGNED_IN',
  // Anonymous callers get the public part only (checked below); staff every setting.
  'GET /api/v1/global/settings': 'PUBLIC',
  'GET /api/v1/global/settings/full': 'SIGNED_IN',
  'PATCH /api/v1/global/settings': 'ADMINISTRATION',
  'GET /api/companies': 'COMPANIES',
  'GET /api/companies/:id': 'COMPANIES',
  'POST /api/companies': 'COMPANIES',
  'PATCH /api/companies/:companyId': 'COMPANIES',
  'DELETE /api/companies/:id': 'COMPANIES',
  'GET /api/v1/billing-companies': 'COMPANIES',
  'GET /api/v1/billing-companies/:id': 'COMPANIES',
  'POST /api/v1/billing-companies': 'COMPANIES',
  'PATCH /api/v1/billing-companies/:id': 'COMPANIES',
  'DELETE /api/v1/billing-companies/:id': 'COMPANIES',
  'POST /api/v1/public/property-requests': 'PUBLIC',
  'GET /api/v1/public/properties/:id': 'PUBLIC',
  'GET /api/v1/property-requests': 'ENQUIRIES',
  'GET /api/v1/property-requests/:id': 'ENQUIRIES',
  'GET /api/v1/home/summary': 'HOME',
  'GET /api/v1/notifications': 'SIGNED_IN',
  'POST /api/v1/notifications/read': 'SIGNED_IN',
  'GET /api/v1/audit': 'ADMINISTRATION',
  'GET /api/v1/role-grants': 'ADMINISTRATION',
  'PUT /api/v1/role-grants': 'ADMINISTRATION',
  'GET /scraper/health': 'PUBLIC',
  'GET /health': 'PUBLIC',
  'GET /ready': 'PUBLIC',
  'POST /scraper/listing': 'SIGNED_IN',
  'GET /api/v1/clients': 'CLIENTS',
  'GET /api/v1/clients/export.csv': 'CLIENTS',
  'GET /api/v1/clients/:clientId': 'CLIENTS',
  'POST /api/v1/clients': 'CLIENTS',
  'PATCH /api/v1/clients/:clientId': 'CLIENTS',
  'DELETE /api/v1/clients/:clientId': 'CLIENTS',
  'POST /api/v1/clients/:clientId/restore': 'CLIENTS',
  'GET /api/v1/agents': 'AGENTS',
  'GET /api/v1/agents/export.csv': 'AGENTS',
  'GET /api/v1/agents/:agentId': 'AGENTS',
  'POST /api/v1/agents': 'AGENTS',
  'PATCH /api/v1/agents/:agentId': 'AGENTS',
  'DELETE /api/v1/agents/:agentId': 'AGENTS',
  'POST /api/v1/agents/:agentId/restore': 'AGENTS',
  'GET /api/v1/landlords': 'LANDLORDS',
  'GET /api/v1/landlords/export.csv': 'LANDLORDS',
  'GET /api/v1/landlords/:landlordId': 'LANDLORDS',
  'POST /api/v1/landlords': 'LANDLORDS',
  'PATCH /api/v1/landlords/:landlordId': 'LANDLORDS',
  'DELETE /api/v1/landlords/:landlordId': 'DELETE_LANDLORD',
  // A restore needs what the delete needs.
  'POST /api/v1/landlords/:landlordId/restore': 'DELETE_LANDLORD',
  'POST /api/v1/landlords/:landlordId/sync': 'LANDLORDS',
  'GET /api/v1/landlords/message-template': 'LANDLORDS',
  'PUT /api/v1/landlords/message-template': 'LANDLORDS',
  'GET /api/v1/properties': 'PROPERTIES',
  'GET /api/v1/properties/:propertyId': 'PROPERTIES',
  'POST /api/v1/properties': 'PROPERTIES',
  'PATCH /api/v1/properties/:propertyId': 'PROPERTIES',
  'DELETE /api/v1/properties/:propertyId': 'DELETE_PROPERTY',
  'POST /api/v1/properties/:propertyId/restore': 'DELETE_PROPERTY',
  'GET /api/v1/properties/:propertyId/supply': 'PROPERTIES',
  'POST /api/v1/properties/:propertyId/supply': 'PROPERTIES',
  'POST /api/v1/properties/temporary': 'PROPERTIES',
  'POST /api/v1/properties/photos': 'PROPERTIES',
  'GET /api/v1/properties/report': 'PROPERTIES',
  'GET /api/v1/properties/export.csv': 'PROPERTIES',
  'GET /api/v1/properties/settings': 'PROPERTIES',
  'PUT /api/v1/properties/settings': 'PROPERTIES',
  'GET /api/v1/enquiries': 'ENQUIRIES',
  'GET /api/v1/enquiries/export.csv': 'ENQUIRIES',
  'POST /api/v1/enquiries': 'ENQUIRIES',
  'GET /api/v1/enquiries/duplicates': 'ENQUIRIES',
  'GET /api/v1/enquiries/assignees': 'ENQUIRIES',
  'GET /api/v1/enquiries/:enquiryId': 'ENQUIRIES',
  'PATCH /api/v1/enquiries/:enquiryId': 'ENQUIRIES',
  'DELETE /api/v1/enquiries/:enquiryId': 'DELETE_ENQUIRY',
  'POST /api/v1/enquiries/:enquiryId/restore': 'DELETE_ENQUIRY',
  'DELETE /api/v1/enquiries/:enquiryId/permanent': 'DELETE_ENQUIRY_PERMANENTLY',
  'POST /api/v1/enquiries/:enquiryId/status': 'ENQUIRIES',
  'POST /api/v1/enquiries/:enquiryId/assign': 'ASSIGN_ENQUIRY',
  'POST /api/v1/enquiries/:enquiryId/reset': 'ASSIGN_ENQUIRY',
  'PUT /api/v1/enquiries/:enquiryId/note': 'ENQUIRIES',
  'GET /api/v1/enquiries/:enquiryId/activity': 'ENQUIRIES',
  'POST /api/v1/property-requests/:requestId/convert': 'ENQUIRIES',
  // Offer lines, quotes and the report (S2 of #13).
  'GET /api/v1/enquiries/settings/chosen-property-cycle': 'ENQUIRIES',
  'PUT /api/v1/enquiries/settings/chosen-property-cycle': 'ENQUIRIES',
  'GET /api/v1/enquiries/report': 'ENQUIRIES_REPORT',
  'GET /api/v1/enquiries/report.csv': 'ENQUIRIES_REPORT',
  'GET /api/v1/enquiries/:enquiryId/offers': 'ENQUIRIES',
  'POST /api/v1/enquiries/:enquiryId/offers': 'ENQUIRIES',
  'PATCH /api/v1/enquiries/:enquiryId/offers/:offerId': 'ENQUIRIES',
  'POST /api/v1/enquiries/:enquiryId/offers/:offerId/approve': 'ENQUIRY_TAB_AWAITING_APPROVAL',
  'POST /api/v1/enquiries/:enquiryId/offers/:offerId/refuse': 'ENQUIRY_TAB_AWAITING_APPROVAL',
  'POST /api/v1/enquiries/:enquiryId/offers/:offerId/accept': 'ENQUIRIES',
  'GET /api/v1/enquiries/:enquiryId/offers/:offerId/history': 'ENQUIRIES',
  'POST /api/v1/enquiries/:enquiryId/quotes': 'ENQUIRIES',
  'GET /api/v1/enquiries/:enquiryId/quotes': 'ENQUIRIES',
  'GET /api/v1/enquiries/:enquiryId/quotes/:quoteId': 'ENQUIRIES',
  'GET /api/v1/enquiries/:enquiryId/quotes/:quoteId/pdf': 'ENQUIRIES',
  // Bookings.
  'GET /api/v1/bookings': 'BOOKINGS',
  'POST /api/v1/bookings': 'BOOKINGS',
  'GET /api/v1/bookings/report': 'BOOKINGS',
  'GET /api/v1/bookings/report.csv': 'BOOKINGS',
  'GET /api/v1/bookings/:bookingId': 'BOOKINGS',
  'GET /api/v1/bookings/:bookingId/activity': 'BOOKINGS',
  'PATCH /api/v1/bookings/:bookingId': 'BOOKINGS',
  'POST /api/v1/bookings/:bookingId/extension': 'BOOKINGS',
  'POST /api/v1/bookings/:bookingId/landlord-confirmation': 'BOOKINGS',
  'POST /api/v1/bookings/:bookingId/deposit-returned': 'BOOKINGS',
  'DELETE /api/v1/bookings/:bookingId': 'BOOKINGS',
  'POST /api/v1/bookings/:bookingId/restore': 'BOOKINGS',
  'DELETE /api/v1/bookings/:bookingId/permanent': 'DELETE_BOOKING_PERMANENTLY',
  // Invoices: reading needs INVOICES (all roles); issuing, voiding, crediting, the tax rates and
  // items, matching bank payments and exporting to accounting need their finance action.
  'GET /api/v1/tax-rates': 'INVOICES',
  'POST /api/v1/tax-rates': 'MANAGE_TAX_RATES_AND_ITEMS',
  'GET /api/v1/tax-rates/:taxRateId': 'INVOICES',
  'PATCH /api/v1/tax-rates/:taxRateId': 'MANAGE_TAX_RATES_AND_ITEMS',
  'DELETE /api/v1/tax-rates/:taxRateId': 'MANAGE_TAX_RATES_AND_ITEMS',
  'POST /api/v1/tax-rates/:taxRateId/restore': 'MANAGE_TAX_RATES_AND_ITEMS',
  'GET /api/v1/invoice-items': 'INVOICES',
  'POST /api/v1/invoice-items': 'MANAGE_TAX_RATES_AND_ITEMS',
  'GET /api/v1/invoice-items/:itemId': 'INVOICES',
  'PATCH /api/v1/invoice-items/:itemId': 'MANAGE_TAX_RATES_AND_ITEMS',
  'DELETE /api/v1/invoice-items/:itemId': 'MANAGE_TAX_RATES_AND_ITEMS',
  'POST /api/v1/invoice-items/:itemId/restore': 'MANAGE_TAX_RATES_AND_ITEMS',
  'GET /api/v1/invoices/bookings-to-invoice': 'INVOICES',
  'POST /api/v1/invoices/from-bookings': 'INVOICES',
  'GET /api/v1/invoices': 'INVOICES',
  'GET /api/v1/invoices/export.csv': 'INVOICES',
  'POST /api/v1/invoices': 'INVOICES',
  'GET /api/v1/invoices/:invoiceId': 'INVOICES',
  'PATCH /api/v1/invoices/:invoiceId': 'INVOICES',
  'DELETE /api/v1/invoices/:invoiceId': 'INVOICES',
  'POST /api/v1/invoices/:invoiceId/restore': 'INVOICES',
  'POST /api/v1/invoices/:invoiceId/issue': 'ISSUE_INVOICE',
  'POST /api/v1/invoices/:invoiceId/void': 'VOID_INVOICE',
  'POST /api/v1/invoices/:invoiceId/payments': 'INVOICES',
  'GET /api/v1/invoices/:invoiceId/pdf': 'INVOICES',
  'GET /api/v1/invoices/:invoiceId/activity': 'INVOICES',
  'GET /api/v1/credit-notes': 'INVOICES',
  'GET /api/v1/credit-notes/export.csv': 'INVOICES',
  'POST /api/v1/credit-notes': 'ISSUE_CREDIT_NOTE',
  'GET /api/v1/credit-notes/:creditNoteId': 'INVOICES',
  'GET /api/v1/credit-notes/:creditNoteId/pdf': 'INVOICES',
  // Bank payments: reading needs INVOICES, every change MATCH_BANK_PAYMENTS.
  'POST /api/v1/bank-payments/imports/preview': 'MATCH_BANK_PAYMENTS',
  'POST /api/v1/bank-payments/imports': 'MATCH_BANK_PAYMENTS',
  'GET /api/v1/bank-payments': 'INVOICES',
  'POST /api/v1/bank-payments': 'MATCH_BANK_PAYMENTS',
  'GET /api/v1/bank-payments/:bankPaymentId': 'INVOICES',
  'PATCH /api/v1/bank-payments/:bankPaymentId': 'MATCH_BANK_PAYMENTS',
  'GET /api/v1/bank-payments/:bankPaymentId/suggestions': 'INVOICES',
  'POST /api/v1/bank-payments/:bankPaymentId/allocations': 'MATCH_BANK_PAYMENTS',
  'DELETE /api/v1/bank-payments/:bankPaymentId/allocations/:allocationId': 'MATCH_BANK_PAYMENTS',
  'POST /api/v1/bank-payments/:bankPaymentId/ignore': 'MATCH_BANK_PAYMENTS',
  'POST /api/v1/bank-payments/:bankPaymentId/unignore': 'MATCH_BANK_PAYMENTS',
  // Accounting: the connection and the exports' list need INVOICES; connecting, exporting and a
  // journal file EXPORT_JOURNALS.
  'GET /api/v1/accounting/connection': 'INVOICES',
  'POST /api/v1/accounting/connect': 'EXPORT_JOURNALS',
  'POST /api/v1/accounting/confirm': 'EXPORT_JOURNALS',
  'POST /api/v1/accounting/disconnect': 'EXPORT_JOURNALS',
  'POST /api/v1/accounting/exports': 'EXPORT_JOURNALS',
  'GET /api/v1/accounting/exports': 'INVOICES',
  'GET /api/v1/accounting/exports/:exportId/file': 'EXPORT_JOURNALS',
  // Tasks: spec §2 and §6 — admin-only, the administration permission.
  'GET /api/v1/tasks': 'ADMINISTRATION',
  'GET /api/v1/tasks/:taskId': 'ADMINISTRATION',
  'POST /api/v1/tasks': 'ADMINISTRATION',
  'PATCH /api/v1/tasks/:taskId': 'ADMINISTRATION',
  'DELETE /api/v1/tasks/:taskId': 'ADMINISTRATION',
  'POST /api/v1/tasks/:taskId/restore': 'ADMINISTRATION',
  'POST /api/v1/tasks/:taskId/complete': 'ADMINISTRATION',
  'POST /api/v1/tasks/:taskId/reopen': 'ADMINISTRATION',
  'PATCH /api/v1/tasks/:taskId/checklist/:index': 'ADMINISTRATION',
  // Reporting: spec §6 REPORTING — every role but admin.
  'GET /api/v1/reporting': 'REPORTING',
  'GET /api/v1/reporting/summary.csv': 'REPORTING',
  'GET /api/v1/reporting/months.csv': 'REPORTING',
  // The enquiries report's table, wherever it is read from.
  'GET /api/v1/reporting/lost-reasons.csv': 'ENQUIRIES_REPORT',
  'GET /api/v1/reporting/companies.csv': 'REPORTING',
  'GET /api/v1/reporting/agents.csv': 'REPORTING',
  'GET /api/v1/reporting/debt.csv': 'REPORTING',
  // Tracker: spec §6 — TRACKER, all five roles.
  'GET /api/v1/tracker': 'TRACKER',
  'POST /api/v1/tracker': 'TRACKER',
  'POST /api/v1/tracker/bulk-done': 'TRACKER',
  'GET /api/v1/tracker/subjects': 'TRACKER',
  'GET /api/v1/tracker/:entryId': 'TRACKER',
  'PATCH /api/v1/tracker/:entryId': 'TRACKER',
  'POST /api/v1/tracker/:entryId/apply': 'TRACKER',
  'POST /api/v1/tracker/:entryId/confirm-arrival': 'TRACKER',
  'GET /api/v1/places': 'SIGNED_IN',
  'GET /api/v1/search': 'SIGNED_IN',
  'POST /scraper/profile': 'SIGNED_IN',
  'POST /scraper/listing/details': 'SIGNED_IN',
};

const keyOf = (spec: RouteSpec) => `${spec.method.toUpperCase()} ${spec.path}`;

/** The answer the spec expects for a caller (undefined: anonymous). */
function expectedFor(spec: RouteSpec, role: Role | undefined): 'allowed' | 401 | 403 {
  const access = EXPECTED_ACCESS[keyOf(spec)];
  if (access === undefined) throw new Error(`${keyOf(spec)} is missing from EXPECTED_ACCESS`);
  if (access === 'PUBLIC') return 'allowed';
  if (role === undefined) return 401;
  if (access === 'SIGNED_IN') return 'allowed';
  const roles: readonly Role[] = SPEC_ROLES[access];
  return roles.includes(role) ? 'allowed' : 403;
}

const declared = () => server.staydesk.routes.map((r) => `${r.method.toUpperCase()} ${r.path}`);

/** A request that cannot change anything: unknown ids, empty bodies. */
function probe(spec: RouteSpec): string {
  return spec.path.replace(/:name/g, 'trackerBoard').replace(/:(\w+)/g, () => randomUUID());
}

function call(spec: RouteSpec, token?: string) {
  const hasBody = spec.body !== undefined && spec.method !== 'get';
  return server.request<{ message?: string; permissionDenied?: boolean; jwtExpired?: boolean }>(
    spec.method.toUpperCase(),
    probe(spec),
    { token, ...(hasBody && spec.body?.type === 'json' ? { json: {} } : {}) },
  );
}

describe('the route table', () => {
  it('declares every endpoint of spec §7 exactly as written', () => {
    expect(declared()).toEqual(expect.arrayContaining(SPEC_ENDPOINTS));
  });

  it('declares each method and path once', () => {
    expect(new Set(declared()).size).toBe(declared().length);
  });

  it('declares exactly the endpoints of the hand-written access table', () => {
    expect([...declared()].sort()).toEqual(Object.keys(EXPECTED_ACCESS).sort());
  });
});

describe('every endpoint for anonymous callers and each of the five roles', () => {
  it('lets anonymous callers reach only the public endpoints', async () => {
    for (const spec of server.staydesk.routes) {
      const response = await call(spec);
      const label = keyOf(spec);
      if (expectedFor(spec, undefined) === 'allowed') {
        // A public call may still answer 401 for its own reason (refresh without a cookie).
        expect(response.status, label).not.toBe(403);
        expect(response.body.message, label).not.toBe('Please sign in to continue');
      } else {
        expect(response.status, label).toBe(401);
        expect(response.body.message, label).toBe('Please sign in to continue');
      }
    }
  });

  for (const role of ROLES_UNDER_TEST) {
    it(`applies spec §6 to ${role}`, async () => {
      const token = sessions.get(role)?.token;
      for (const spec of server.staydesk.routes) {
        if (EXPECTED_ACCESS[keyOf(spec)] === 'PUBLIC') continue;
        const response = await call(spec, token);
        const label = `${role}: ${keyOf(spec)}`;
        if (expectedFor(spec, role) === 'allowed') {
          expect(response.status, label).not.toBe(401);
          expect(response.body.permissionDenied, label).toBeUndefined();
          if (spec.method === 'get' && !spec.params) expect(response.status, label).toBe(200);
        } else {
          expect(response.status, label).toBe(403);
          expect(response.body, label).toEqual({
            message: 'You do not have the required access to perform this action.',
            code: 'permissionDenied',
            permissionDenied: true,
          });
        }
      }
    });
  }
});

/**
 * The routes that belong only to an experiment's feature, by hand: each also needs its experiment
 * switched on for the caller, on top of the role's permission.
 */
const EXPERIMENT_ROUTES: Record<string, string> = {
  'POST /api/v1/landlords/:landlordId/sync': 'landlordSync',
};

describe('routes tied to an experiment', () => {
  it('are declared as written here, and no other route is', () => {
    const tied = server.staydesk.routes
      .filter((spec) => spec.access.kind === 'permission' && spec.access.experiment)
      .map((spec) => [
        keyOf(spec),
        spec.access.kind === 'permission' ? spec.access.experiment : undefined,
      ]);
    expect(Object.fromEntries(tied)).toEqual(EXPERIMENT_ROUTES);
  });

  for (const role of ROLES_UNDER_TEST) {
    it(`refuse ${role} without the experiment, or with it switched off, and let it in with it`, async () => {
      const token = sessions.get(role)?.token;
      const routes = server.staydesk.routes.filter((spec) => keyOf(spec) in EXPERIMENT_ROUTES);
      try {
        for (const spec of routes) {
          const name = EXPERIMENT_ROUTES[keyOf(spec)] ?? '';
          const label = `${role}: ${keyOf(spec)}`;
          const others = ALL_EXPERIMENTS.filter((experiment) => experiment.name !== name);
          await setExperiments(role, others);
          expect((await call(spec, token)).status, `${label} without`).toBe(403);
          await setExperiments(role, [...others, { name, isAvailable: false }]);
          expect((await call(spec, token)).status, `${label} switched off`).toBe(403);
          await setExperiments(role, [{ name, isAvailable: true }]);
          const allowed = expectedFor(spec, role) === 'allowed';
          const response = await call(spec, token);
          if (allowed) expect(response.body.permissionDenied, `${label} on`).toBeUndefined();
          else expect(response.status, `${label} on, role refused`).toBe(403);
        }
      } finally {
        await setExperiments(role, ALL_EXPERIMENTS);
      }
    });
  }
});

/**
 * Rules inside the routes, transcribed by hand from spec §6 (not from the domain's table): what
 * each role is answered on a record, beyond whether it may call the route.
 */
describe('record rules for each of the five roles', () => {
  /** Roles that see the enquiries' and the bookings' Deleted tab: system_admin alone. */
  const SEES_DELETED: Record<Role, boolean> = {
    user: false,
    moderator: false,
    admin: false,
    masteradmin: false,
    system_admin: true,
  };
  /** COST_AUDIT_TRAIL and ENQUIRIES_REPORT: masteradmin and system_admin. */
  const SEES_COSTS: Record<Role, boolean> = {
    user: false,
    moderator: false,
    admin: false,
    masteradmin: true,
    system_admin: true,
  };
  const tokenOf = (role: Role) => sessions.get(role)?.token;
  const first = async (sql: string) =>
    (await server.db.query<{ id: string; version: number }>(sql)).rows[0] ?? { id: '', version: 0 };

  it('reads a deleted enquiry or booking, and what hangs from it, for the Deleted tab only', async () => {
    const root = tokenOf('system_admin');
    const enquiry = await first(
      `select e.id, e.version from enquiries e where e.deleted = false
        and exists (select 1 from enquiry_offers o where o.enquiry_id = e.id) limit 1`,
    );
    const booking = await first(
      'select id, version from bookings where deleted = false order by check_in desc limit 1',
    );
    const gone = await server.request(
      'DELETE',
      `/api/v1/enquiries/${enquiry.id}?version=${enquiry.version}`,
      { token: root },
    );
    expect(gone.status, gone.text).toBe(200);
    const goneBooking = await server.request(
      'DELETE',
      `/api/v1/bookings/${booking.id}?version=${booking.version}`,
      { token: root },
    );
    expect(goneBooking.status, goneBooking.text).toBe(200);
    const paths = [
      `/api/v1/enquiries/${enquiry.id}`,
      `/api/v1/enquiries/${enquiry.id}/activity`,
      `/api/v1/enquiries/${enquiry.id}/offers`,
      `/api/v1/enquiries/${enquiry.id}/quotes`,
      `/api/v1/bookings/${booking.id}`,
      `/api/v1/bookings/${booking.id}/activity`,
    ];
    for (const role of ROLES_UNDER_TEST) {
      for (const path of paths) {
        const response = await server.request('GET', path, { token: tokenOf(role) });
        expect(response.status, `${role}: ${path}`).toBe(SEES_DELETED[role] ? 200 : 404);
      }
    }
  });

  it('gives the landlord cost history to COST_AUDIT_TRAIL holders only', async () => {
    const property = await first(
      `select p.id, p.version from properties p where p.deleted = false
        and exists (select 1 from property_price_changes c where c.property_id = p.id) limit 1`,
    );
    const entry = await server.request<{ data: { id: string } }>('POST', '/api/v1/tracker', {
      token: tokenOf('masteradmin'),
      json: {
        kind: 'priceCheck',
        subject: { kind: 'property', id: property.id },
        summary: 'Rate check',
        dueAt: null,
        after: {
          nightlyRate: { amount: '987.65', currency: 'GBP' },
          availability: null,
          from: null,
          to: null,
        },
      },
    });
    expect(entry.status, entry.text).toBe(201);
    for (const role of ROLES_UNDER_TEST) {
      const token = tokenOf(role);
      const supply = await server.request<{
        data: { priceChanges: unknown[]; costsHidden: boolean };
      }>('GET', `/api/v1/properties/${property.id}/supply`, { token });
      expect(supply.status, role).toBe(200);
      expect(supply.body.data.costsHidden, role).toBe(!SEES_COSTS[role]);
      expect(supply.body.data.priceChanges.length > 0, role).toBe(SEES_COSTS[role]);
      const tracked = await server.request('GET', `/api/v1/tracker/${entry.body.data.id}`, {
        token,
      });
      expect(tracked.status, role).toBe(200);
      expect(tracked.text.includes('987.65'), role).toBe(SEES_COSTS[role]);
      const listed = await server.request(
        'GET',
        '/api/v1/tracker?kind=priceCheck&search=Rate%20check',
        {
          token,
        },
      );
      expect(listed.status, role).toBe(200);
      expect(listed.text.includes('987.65'), role).toBe(SEES_COSTS[role]);
    }
  });

  it('answers anonymous callers only the settings the sign-in and public pages show', async () => {
    const open = await server.request<{ data: { settings: Record<string, unknown> } }>(
      'GET',
      '/api/v1/global/settings',
    );
    expect(Object.keys(open.body.data.settings).sort()).toEqual([
      'brands',
      'companyName',
      'defaultCurrency',
      'locale',
      'productName',
      'supportEmail',
      'timeZone',
    ]);
    for (const role of ROLES_UNDER_TEST) {
      const full = await server.request<{ data: { settings: Record<string, unknown> } }>(
        'GET',
        '/api/v1/global/settings/full',
        { token: tokenOf(role) },
      );
      expect(full.status, role).toBe(200);
      expect(full.body.data.settings, role).toHaveProperty('marginFloorPercent');
    }
  });

  it('lets a role void invoices only once Administration grants it, and takes it back', async () => {
    const root = tokenOf('system_admin');
    const voidAny = () =>
      server.request('POST', `/api/v1/invoices/${randomUUID()}/void`, {
        token: tokenOf('user'),
        json: { version: 1 },
      });
    const read = async () =>
      (
        await server.request<{
          data: { version: number; permissions: { permission: string; roles: string[] }[] };
        }>('GET', '/api/v1/role-grants', { token: root })
      ).body.data;
    expect((await voidAny()).status).toBe(403);
    const before = await read();
    expect(before.permissions.find((p) => p.permission === 'VOID_INVOICE')?.roles).toEqual([
      'masteradmin',
      'system_admin',
    ]);
    // Unknown roles or actions outside the finance table change nothing.
    for (const grants of [{ VOID_INVOICE: ['root'] }, { ADMINISTRATION: ['user'] }]) {
      const refused = await server.request('PUT', '/api/v1/role-grants', {
        token: root,
        json: { version: before.version, grants },
      });
      expect(refused.status, refused.text).toBe(400);
    }
    const granted = await server.request('PUT', '/api/v1/role-grants', {
      token: root,
      json: { version: before.version, grants: { VOID_INVOICE: ['user', 'system_admin'] } },
    });
    expect(granted.status, granted.text).toBe(200);
    // The unknown invoice is now looked for: past the permission.
    expect((await voidAny()).status).toBe(404);
    // The user's start-up call carries the grants, so the screens offer the action too.
    const me = await server.request<{ roleGrants: Record<string, string[]> }>(
      'GET',
      '/api/auth/me',
      { token: tokenOf('user') },
    );
    expect(me.status, me.text).toBe(200);
    expect(me.body.roleGrants.VOID_INVOICE).toEqual(['system_admin', 'user']);
    const stale = await server.request('PUT', '/api/v1/role-grants', {
      token: root,
      json: { version: before.version, grants: {} },
    });
    expect(stale.status, stale.text).toBe(409);
    const after = await read();
    expect(after.permissions.find((p) => p.permission === 'VOID_INVOICE')?.roles).toEqual([
      'system_admin',
      'user',
    ]);
    const revoked = await server.request('PUT', '/api/v1/role-grants', {
      token: root,
      json: { version: after.version, grants: {} },
    });
    expect(revoked.status, revoked.text).toBe(200);
    expect((await voidAny()).status).toBe(403);
  });

  it('gives the reporting lost reasons to ENQUIRIES_REPORT holders only', async () => {
    for (const role of ROLES_UNDER_TEST) {
      const response = await server.request<{ data: { lostReasons: unknown[] | null } }>(
        'GET',
        '/api/v1/reporting',
        { token: tokenOf(role) },
      );
      // admin has no REPORTING at all (the route table above).
      if (role === 'admin') {
        expect(response.status, role).toBe(403);
        continue;
      }
      expect(response.status, role).toBe(200);
      expect(Array.isArray(response.body.data.lostReasons), role).toBe(SEES_COSTS[role]);
    }
  });
});
