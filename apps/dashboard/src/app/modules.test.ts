import { type MenuEntry, NAVIGATION_MENU } from '@staydesk/domain';
import { describe, expect, it } from 'vitest';
import { navLabels } from '../lib/module';
import { MODULES } from './modules';

const labels = navLabels(MODULES);
const entries = NAVIGATION_MENU.flatMap((entry): MenuEntry[] =>
  entry.kind === 'link' ? [entry] : [entry, ...entry.children],
);

describe('the sidebar’s words', () => {
  it('come from the modules for every entry of the domain’s menu, in English and French', () => {
    expect(entries.filter((entry) => !labels[entry.key]).map((entry) => entry.key)).toEqual([]);
    for (const entry of entries) {
      expect(labels[entry.key]?.('en'), entry.key).not.toBe('');
      expect(labels[entry.key]?.('fr'), entry.key).not.toBe('');
    }
  });

  it('name the entries of spec §2 in its order, with Help for the HELP area', () => {
    expect(NAVIGATION_MENU.map((entry) => labels[entry.key]?.('en'))).toEqual([
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
      'Help',
      'Tasks',
      'Admin',
    ]);
    const enquiries = NAVIGATION_MENU.find((entry) => entry.key === 'enquiries');
    expect(
      enquiries?.kind === 'group' && enquiries.children.map((child) => labels[child.key]?.('en')),
    ).toEqual(['Create', 'List', 'Report']);
  });
});
