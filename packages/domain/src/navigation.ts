import { can, type Permission } from './permissions';
import type { Role } from './roles';
import { SCREENS, type ScreenName } from './screens';

/** A user's experiment flag as the API returns it (spec §3). */
export interface ExperimentFlag {
  readonly name: string;
  readonly isAvailable: boolean;
}

/**
 * The experiments the product knows, each tied to one feature: the Tracker and Reporting menu
 * entries (their screens stay open to the roles of spec §6 through a link or the address), the
 * landlord page's profile sync (refused by the server without it) and its WhatsApp chat links.
 */
export const EXPERIMENT_NAMES = [
  'trackerBoard',
  'reportingV2',
  'landlordSync',
  'whatsappLinks',
] as const;
export type ExperimentName = (typeof EXPERIMENT_NAMES)[number];

/**
 * Whether the user has the experiment switched on: a flag counts only while `isAvailable`; a plain
 * name counts as given. No name asked for (an entry tied to none) is always allowed.
 */
export function hasExperiment(
  experiments: readonly (ExperimentFlag | string)[],
  name: string | undefined,
): boolean {
  if (name === undefined) return true;
  return experiments.some((experiment) =>
    typeof experiment === 'string'
      ? experiment === name
      : experiment.name === name && experiment.isAvailable,
  );
}

export interface MenuLink {
  readonly kind: 'link';
  /** Stable id for React keys and tests; the dashboard's catalogues label the entry by it. */
  readonly key: string;
  /** The screen it opens (packages/domain/src/screens.ts). */
  readonly screen: ScreenName;
  /** Absolute route path under /dashboard: the screen's. */
  readonly path: string;
  readonly permission: Permission;
  /** Shown only when the user has this experiment available. */
  readonly experiment?: ExperimentName;
  /** Carries the shield marker of spec §2. */
  readonly adminOnly: boolean;
}

export interface MenuGroup {
  readonly kind: 'group';
  readonly key: string;
  /** The route prefix the group's links share; used to expand the group on an active route. */
  readonly path: string;
  readonly permission: Permission;
  readonly experiment?: ExperimentName;
  readonly adminOnly: boolean;
  readonly children: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

function link(
  key: string,
  screen: ScreenName,
  permission: Permission,
  options: { adminOnly?: boolean; experiment?: ExperimentName } = {},
): MenuLink {
  return {
    kind: 'link',
    key,
    screen,
    path: SCREENS[screen],
    permission,
    adminOnly: options.adminOnly ?? false,
    ...(options.experiment === undefined ? {} : { experiment: options.experiment }),
  };
}

function group(
  key: string,
  path: string,
  permission: Permission,
  children: readonly MenuLink[],
): MenuGroup {
  return { kind: 'group', key, path, permission, adminOnly: false, children };
}

/**
 * The sidebar of spec §2, in its order: keys, screens and permissions; the words a user reads are
 * the dashboard's, in each language's catalogue, by key. A group's links inherit the group's permission; the
 * enquiries report additionally needs ENQUIRIES_REPORT, so it carries that one (visibleMenu checks
 * both). Tracker and Reporting are tied to their experiments (spec §2: such an entry shows only to
 * a user who has it, on top of the role's permission).
 */
export const NAVIGATION_MENU: readonly MenuEntry[] = [
  link('home', 'home', 'HOME'),
  group('listings', '/dashboard/properties', 'PROPERTIES', [
    link('listings-create', 'propertyCreate', 'PROPERTIES'),
    link('listings-list', 'propertiesList', 'PROPERTIES'),
    link('listings-report', 'propertiesReport', 'PROPERTIES'),
  ]),
  group('enquiries', '/dashboard/enquiries', 'ENQUIRIES', [
    link('enquiries-create', 'enquiryCreate', 'ENQUIRIES'),
    link('enquiries-list', 'enquiriesList', 'ENQUIRIES'),
    link('enquiries-report', 'enquiriesReport', 'ENQUIRIES_REPORT'),
  ]),
  group('bookings', '/dashboard/bookings', 'BOOKINGS', [
    link('bookings-list', 'bookingsList', 'BOOKINGS'),
    link('bookings-report', 'bookingsReport', 'BOOKINGS'),
  ]),
  group('invoices', '/dashboard/invoices', 'INVOICES', [
    link('invoices-bookings', 'invoiceBookings', 'INVOICES'),
    link('invoices-list', 'invoicesList', 'INVOICES'),
    link('invoices-credit-notes', 'creditNotes', 'INVOICES'),
    link('invoices-bank-payments', 'bankPayments', 'INVOICES'),
    link('invoices-bank-payments-create', 'bankPaymentCreate', 'INVOICES'),
    link('invoices-auth', 'invoiceAuth', 'INVOICES'),
    link('invoices-items', 'invoiceItems', 'INVOICES'),
    link('invoices-tax-rates', 'invoiceTaxRates', 'INVOICES'),
  ]),
  group('guests', '/dashboard/clients', 'CLIENTS', [
    link('guests-create', 'clientCreate', 'CLIENTS'),
    link('guests-list', 'clientsList', 'CLIENTS'),
  ]),
  link('tracker', 'tracker', 'TRACKER', { experiment: 'trackerBoard' }),
  group('landlords', '/dashboard/landlords', 'LANDLORDS', [
    link('landlords-create', 'landlordCreate', 'LANDLORDS'),
    link('landlords-list', 'landlordsList', 'LANDLORDS'),
  ]),
  group('agents', '/dashboard/agents', 'AGENTS', [
    link('agents-create', 'agentCreate', 'AGENTS'),
    link('agents-list', 'agentsList', 'AGENTS'),
  ]),
  group('companies', '/dashboard/companies', 'COMPANIES', [
    link('companies-create', 'companyCreate', 'COMPANIES'),
    link('companies-list', 'companiesList', 'COMPANIES'),
    link('companies-subcompanies', 'subcompaniesList', 'COMPANIES'),
    link('companies-billing-companies', 'billingCompaniesList', 'COMPANIES'),
  ]),
  link('accounts', 'accounts', 'ACCOUNTS'),
  link('reporting', 'reporting', 'REPORTING', { experiment: 'reportingV2' }),
  link('settings', 'settings', 'ENQUIRIES'),
  // Not in the spec's menu list, but its HELP area (the user role) needs a way in a person finds.
  link('help', 'help', 'HELP'),
  link('tasks', 'tasks', 'ADMINISTRATION', { adminOnly: true }),
  link('admin', 'administration', 'ADMINISTRATION', { adminOnly: true }),
];

function isVisible(
  entry: MenuEntry,
  role: Role | null | undefined,
  experiments: readonly (ExperimentFlag | string)[],
): boolean {
  return can(role, entry.permission) && hasExperiment(experiments, entry.experiment);
}

/**
 * The menu as a role with these experiments sees it. Experiments may be the user's flags (only
 * available ones count) or plain names. A group left with no visible link is dropped.
 */
export function visibleMenu(
  role: Role | null | undefined,
  experiments: readonly (ExperimentFlag | string)[] = [],
  menu: readonly MenuEntry[] = NAVIGATION_MENU,
): MenuEntry[] {
  return menu.flatMap((entry): MenuEntry[] => {
    if (!isVisible(entry, role, experiments)) return [];
    if (entry.kind === 'link') return [entry];
    const children = entry.children.filter((child) => isVisible(child, role, experiments));
    return children.length === 0 ? [] : [{ ...entry, children }];
  });
}
