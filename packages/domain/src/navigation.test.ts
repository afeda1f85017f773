import { describe, expect, it } from 'vitest';
import {
  EXPERIMENT_NAMES,
  hasExperiment,
  type MenuEntry,
  NAVIGATION_MENU,
  visibleMenu,
} from './navigation';

function keys(entries: readonly MenuEntry[]): string[] {
  return entries.map((entry) => entry.key);
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
  it('has the entries of spec §2 in order', () => {
    expect(keys(NAVIGATION_MENU)).toEqual([
      'home',
      'listings',
      'enquiries',
      'bookings',
      'invoices',
      'guests',
      'tracker',
      'landlords',
      'agents',
      'companies',
      'accounts',
      'reporting',
      'settings',
      'help',
      'tasks',
      'admin',
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
    expect(find('help')).toMatchObject({ kind: 'link', path: '/dashboard/help' });
    expect(find('tasks')).toMatchObject({ kind: 'link', path: '/dashboard/tasks' });
    expect(find('admin')).toMatchObject({ kind: 'link', path: '/dashboard/administration' });
  });

  it('gates each entry with the permission spec §2 names', () => {
    const permissions = Object.fromEntries(NAVIGATION_MENU.map((e) => [e.key, e.permission]));
    expect(permissions).toEqual({
      home: 'HOME',
      listings: 'PROPERTIES',
      enquiries: 'ENQUIRIES',
      bookings: 'BOOKINGS',
      invoices: 'INVOICES',
      guests: 'CLIENTS',
      tracker: 'TRACKER',
      landlords: 'LANDLORDS',
      agents: 'AGENTS',
      companies: 'COMPANIES',
      accounts: 'ACCOUNTS',
      reporting: 'REPORTING',
      settings: 'ENQUIRIES',
      help: 'HELP',
      tasks: 'ADMINISTRATION',
      admin: 'ADMINISTRATION',
    });
    const enquiries = find('enquiries');
    expect(enquiries.kind === 'group' && enquiries.children[2]).toMatchObject({
      key: 'enquiries-report',
      permission: 'ENQUIRIES_REPORT',
    });
  });

  it('marks only Tasks and Admin with the shield', () => {
    const shielded = NAVIGATION_MENU.flatMap((entry) => [
      entry,
      ...(entry.kind === 'group' ? entry.children : []),
    ]).filter((entry) => entry.adminOnly);
    expect(keys(shielded)).toEqual(['tasks', 'admin']);
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

  it('shows Help to the user role alone (spec §6 HELP)', () => {
    expect(keys(visibleMenu('user', both))).toContain('help');
    for (const role of ['moderator', 'admin', 'masteradmin', 'system_admin'] as const)
      expect(keys(visibleMenu(role, both))).not.toContain('help');
  });

  it('shows a user everything but Accounts, Tasks, Admin and the enquiries report', () => {
    const menu = visibleMenu('user', both);
    expect(keys(menu)).toEqual([
      'home',
      'listings',
      'enquiries',
      'bookings',
      'invoices',
      'guests',
      'tracker',
      'landlords',
      'agents',
      'companies',
      'reporting',
      'settings',
      'help',
    ]);
    const enquiries = menu.find((entry) => entry.key === 'enquiries');
    expect(enquiries?.kind === 'group' && keys(enquiries.children)).toEqual([
      'enquiries-create',
      'enquiries-list',
    ]);
  });

  it('hides Reporting from admin (spec §6) but not from moderator', () => {
    expect(keys(visibleMenu('admin', both))).not.toContain('reporting');
    expect(keys(visibleMenu('admin', both))).not.toContain('accounts');
    expect(keys(visibleMenu('moderator', both))).toContain('reporting');
  });

  it('gives masteradmin Accounts and the enquiries report, not Tasks or Admin', () => {
    const menu = visibleMenu('masteradmin', both);
    expect(keys(menu)).toContain('accounts');
    expect(keys(menu)).not.toContain('tasks');
    expect(keys(menu)).not.toContain('admin');
    const enquiries = menu.find((entry) => entry.key === 'enquiries');
    expect(enquiries?.kind === 'group' && keys(enquiries.children)).toEqual([
      'enquiries-create',
      'enquiries-list',
      'enquiries-report',
    ]);
  });

  it('shows system_admin the whole menu but Help', () => {
    expect(visibleMenu('system_admin', both)).toEqual(
      NAVIGATION_MENU.filter((entry) => entry.key !== 'help'),
    );
  });

  it('shows Tracker only with trackerBoard and Reporting only with reportingV2, switched on', () => {
    for (const role of ['user', 'moderator', 'masteradmin', 'system_admin'] as const) {
      expect(keys(visibleMenu(role, []))).not.toContain('tracker');
      expect(keys(visibleMenu(role, []))).not.toContain('reporting');
      expect(keys(visibleMenu(role, ['trackerBoard']))).toContain('tracker');
      expect(keys(visibleMenu(role, ['trackerBoard']))).not.toContain('reporting');
      expect(keys(visibleMenu(role, ['reportingV2']))).toContain('reporting');
      expect(keys(visibleMenu(role, ['reportingV2']))).not.toContain('tracker');
      const off = [
        { name: 'trackerBoard', isAvailable: false },
        { name: 'reportingV2', isAvailable: false },
      ];
      expect(keys(visibleMenu(role, off))).not.toContain('tracker');
      expect(keys(visibleMenu(role, off))).not.toContain('reporting');
    }
    // The experiment adds to the role's permission, never replaces it (spec §6: no Reporting for admin).
    expect(keys(visibleMenu('admin', ['reportingV2']))).not.toContain('reporting');
  });

  it('ties no other entry to an experiment', () => {
    expect(visibleMenu('system_admin', []).map((entry) => entry.key)).toEqual(
      NAVIGATION_MENU.map((entry) => entry.key).filter(
        (key) => key !== 'tracker' && key !== 'reporting' && key !== 'help',
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
      screen: 'help',
      path: '/dashboard/beta',
      permission: 'HOME',
      experiment: 'landlordSync',
      adminOnly: false,
    },
    {
      kind: 'group',
      key: 'group',
      path: '/dashboard/group',
      permission: 'HOME',
      adminOnly: false,
      children: [
        {
          kind: 'link',
          key: 'only-beta',
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
      keys(visibleMenu('user', [{ name: 'landlordSync', isAvailable: true }], experimentalMenu)),
    ).toEqual(['beta', 'group']);
    expect(keys(visibleMenu('user', ['landlordSync'], experimentalMenu))).toEqual([
      'beta',
      'group',
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
