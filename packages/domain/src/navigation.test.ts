import { describe, expect, it } from 'vitest';
import {
  EXPERIMENT_NAMES,
  hasExperiment,
  type MenuEntry,
  NAVIGATION_MENU,
  visibleMenu,
} from './navigation';

function labels(entries: readonly MenuEntry[]): string[] {
  return entries.map((entry) => entry.label);
}

function find(key: string): MenuEntry {
  const entry = NAVIGATION_MENU.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`no menu entry ${key}`);
  return entry;
}

function childPaths(key: string): string[] {
  const entry = find(key);
  return entry.kind === 'group' ? entry.children.map((child) => child.path) : [];
}

describe('NAVIGATION_MENU', () => {
  it('has the entries of spec §2 in order, labelled exactly', () => {
    expect(labels(NAVIGATION_MENU)).toEqual([
      'Dashboard',
      'Listings',
      'Enquiries',
      'Bookings',
      'Invoices',
      'Guests',
      'Tracker',
      'Landlords',
      'Agents',
      'Companies',
      'Accounts',
      'Reporting',
      'Settings',
      'Tasks',
      'Admin',
    ]);
  });

  it('points each sub-entry at its dashboard route', () => {
    expect(childPaths('listings')).toEqual([
      '/dashboard/properties/create',
      '/dashboard/properties/list',
      '/dashboard/properties/report',
    ]);
    expect(childPaths('enquiries')).toEqual([
      '/dashboard/enquiries/create',
      '/dashboard/enquiries/list',
      '/dashboard/enquiries/report',
    ]);
    expect(childPaths('bookings')).toEqual([
      '/dashboard/bookings/list',
      '/dashboard/bookings/report',
    ]);
    expect(childPaths('invoices')).toEqual([
      '/dashboard/invoices/bookings',
      '/dashboard/invoices/list',
      '/dashboard/invoices/credit-notes',
      '/dashboard/invoices/bank-payments',
      '/dashboard/invoices/bank-payments-create',
      '/dashboard/invoices/auth',
      '/dashboard/invoices/items',
      '/dashboard/invoices/tax-rates',
    ]);
    expect(childPaths('guests')).toEqual(['/dashboard/clients/create', '/dashboard/clients/list']);
    expect(childPaths('landlords')).toEqual([
      '/dashboard/landlords/create',
      '/dashboard/landlords/list',
    ]);
    expect(childPaths('agents')).toEqual(['/dashboard/agents/create', '/dashboard/agents/list']);
    expect(childPaths('companies')).toEqual([
      '/dashboard/companies/create',
      '/dashboard/companies/list',
      '/dashboard/subcompanies/list',
      '/dashboard/billing-companies/list',
    ]);
    expect(find('home')).toMatchObject({ kind: 'link', path: '/dashboard' });
    expect(find('tracker')).toMatchObject({ kind: 'link', path: '/dashboard/tracker' });
    expect(find('accounts')).toMatchObject({ kind: 'link', path: '/dashboard/accounts' });
    expect(find('reporting')).toMatchObject({ kind: 'link', path: '/dashboard/reporting' });
    expect(find('settings')).toMatchObject({ kind: 'link', path: '/dashboard/settings' });
    expect(find('tasks')).toMatchObject({ kind: 'link', path: '/dashboard/tasks' });
    expect(find('admin')).toMatchObject({ kind: 'link', path: '/dashboard/administration' });
  });

  it('gates each entry with the permission spec §2 names', () => {
    const permissions = Object.fromEntries(NAVIGATION_MENU.map((e) => [e.label, e.permission]));
    expect(permissions).toEqual({
      Dashboard: 'HOME',
      Listings: 'PROPERTIES',
      Enquiries: 'ENQUIRIES',
      Bookings: 'BOOKINGS',
      Invoices: 'INVOICES',
      Guests: 'CLIENTS',
      Tracker: 'TRACKER',
      Landlords: 'LANDLORDS',
      Agents: 'AGENTS',
      Companies: 'COMPANIES',
      Accounts: 'ACCOUNTS',
      Reporting: 'REPORTING',
      Settings: 'ENQUIRIES',
      Tasks: 'ADMINISTRATION',
      Admin: 'ADMINISTRATION',
    });
    const enquiries = find('enquiries');
    expect(enquiries.kind === 'group' && enquiries.children[2]).toMatchObject({
      label: 'Report',
      permission: 'ENQUIRIES_REPORT',
    });
  });

  it('marks only Tasks and Admin with the shield', () => {
    const shielded = NAVIGATION_MENU.flatMap((entry) => [
      entry,
      ...(entry.kind === 'group' ? entry.children : []),
    ]).filter((entry) => entry.adminOnly);
    expect(labels(shielded)).toEqual(['Tasks', 'Admin']);
  });

  it('uses unique keys and routes under /dashboard', () => {
    const all = NAVIGATION_MENU.flatMap((entry) => [
      entry,
      ...(entry.kind === 'group' ? entry.children : []),
    ]);
    expect(new Set(all.map((entry) => entry.key)).size).toBe(all.length);
    for (const entry of all) expect(entry.path.startsWith('/dashboard')).toBe(true);
  });
});

describe('visibleMenu', () => {
  /** Both experiments that carry a menu entry, switched on. */
  const both = ['trackerBoard', 'reportingV2'];

  it('shows a user everything but Accounts, Tasks, Admin and the enquiries report', () => {
    const menu = visibleMenu('user', both);
    expect(labels(menu)).toEqual([
      'Dashboard',
      'Listings',
      'Enquiries',
      'Bookings',
      'Invoices',
      'Guests',
      'Tracker',
      'Landlords',
      'Agents',
      'Companies',
      'Reporting',
      'Settings',
    ]);
    const enquiries = menu.find((entry) => entry.key === 'enquiries');
    expect(enquiries?.kind === 'group' && labels(enquiries.children)).toEqual(['Create', 'List']);
  });

  it('hides Reporting from admin (spec §6) but not from moderator', () => {
    expect(labels(visibleMenu('admin', both))).not.toContain('Reporting');
    expect(labels(visibleMenu('admin', both))).not.toContain('Accounts');
    expect(labels(visibleMenu('moderator', both))).toContain('Reporting');
  });

  it('gives masteradmin Accounts and the enquiries report, not Tasks or Admin', () => {
    const menu = visibleMenu('masteradmin', both);
    expect(labels(menu)).toContain('Accounts');
    expect(labels(menu)).not.toContain('Tasks');
    expect(labels(menu)).not.toContain('Admin');
    const enquiries = menu.find((entry) => entry.key === 'enquiries');
    expect(enquiries?.kind === 'group' && labels(enquiries.children)).toEqual([
      'Create',
      'List',
      'Report',
    ]);
  });

  it('shows system_admin the whole menu', () => {
    expect(visibleMenu('system_admin', both)).toEqual(NAVIGATION_MENU);
  });

  it('shows Tracker only with trackerBoard and Reporting only with reportingV2, switched on', () => {
    for (const role of ['user', 'moderator', 'masteradmin', 'system_admin'] as const) {
      expect(labels(visibleMenu(role, []))).not.toContain('Tracker');
      expect(labels(visibleMenu(role, []))).not.toContain('Reporting');
      expect(labels(visibleMenu(role, ['trackerBoard']))).toContain('Tracker');
      expect(labels(visibleMenu(role, ['trackerBoard']))).not.toContain('Reporting');
      expect(labels(visibleMenu(role, ['reportingV2']))).toContain('Reporting');
      expect(labels(visibleMenu(role, ['reportingV2']))).not.toContain('Tracker');
      const off = [
        { name: 'trackerBoard', isAvailable: false },
        { name: 'reportingV2', isAvailable: false },
      ];
      expect(labels(visibleMenu(role, off))).not.toContain('Tracker');
      expect(labels(visibleMenu(role, off))).not.toContain('Reporting');
    }
    // The experiment adds to the role's permission, never replaces it (spec §6: no Reporting for admin).
    expect(labels(visibleMenu('admin', ['reportingV2']))).not.toContain('Reporting');
  });

  it('ties no other entry to an experiment', () => {
    expect(visibleMenu('system_admin', []).map((entry) => entry.key)).toEqual(
      NAVIGATION_MENU.map((entry) => entry.key).filter(
        (key) => key !== 'tracker' && key !== 'reporting',
      ),
    );
  });

  it('shows nothing without a role', () => {
    expect(visibleMenu(undefined)).toEqual([]);
    expect(visibleMenu(null)).toEqual([]);
  });

  const experimentalMenu: MenuEntry[] = [
    {
      kind: 'link',
      key: 'beta',
      label: 'Beta',
      screen: 'help',
      path: '/dashboard/beta',
      permission: 'HOME',
      experiment: 'landlordSync',
      adminOnly: false,
    },
    {
      kind: 'group',
      key: 'group',
      label: 'Group',
      path: '/dashboard/group',
      permission: 'HOME',
      adminOnly: false,
      children: [
        {
          kind: 'link',
          key: 'only-beta',
          label: 'Only Beta',
          screen: 'help',
          path: '/dashboard/group/a',
          permission: 'HOME',
          experiment: 'landlordSync',
          adminOnly: false,
        },
      ],
    },
  ];

  it('shows an experiment entry only when the user has the experiment available', () => {
    expect(visibleMenu('user', [], experimentalMenu)).toEqual([]);
    expect(
      visibleMenu('user', [{ name: 'landlordSync', isAvailable: false }], experimentalMenu),
    ).toEqual([]);
    expect(
      labels(visibleMenu('user', [{ name: 'landlordSync', isAvailable: true }], experimentalMenu)),
    ).toEqual(['Beta', 'Group']);
    expect(labels(visibleMenu('user', ['landlordSync'], experimentalMenu))).toEqual([
      'Beta',
      'Group',
    ]);
    expect(visibleMenu('user', ['whatsappLinks'], experimentalMenu)).toEqual([]);
  });
});

describe('hasExperiment', () => {
  it('counts a flag only while it is available, a plain name as given, no name as allowed', () => {
    expect(hasExperiment([{ name: 'landlordSync', isAvailable: true }], 'landlordSync')).toBe(true);
    expect(hasExperiment([{ name: 'landlordSync', isAvailable: false }], 'landlordSync')).toBe(
      false,
    );
    expect(hasExperiment(['whatsappLinks'], 'whatsappLinks')).toBe(true);
    expect(hasExperiment(['whatsappLinks'], 'landlordSync')).toBe(false);
    expect(hasExperiment([], undefined)).toBe(true);
  });

  it('knows the four experiments of the settings', () => {
    expect(EXPERIMENT_NAMES).toEqual([
      'trackerBoard',
      'reportingV2',
      'landlordSync',
      'whatsappLinks',
    ]);
  });
});
