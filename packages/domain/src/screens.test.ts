import { describe, expect, it } from 'vitest';
import { NAVIGATION_MENU } from './navigation';
import { DASHBOARD_HREF_PATTERN, dashboardRelative, SCREENS, screenHref } from './screens';

describe('screenHref', () => {
  it('builds a screen without parameters, with an optional query', () => {
    expect(screenHref('home')).toBe('/dashboard');
    expect(screenHref('clientsList')).toBe('/dashboard/clients/list');
    expect(screenHref('enquiriesList', { tab: 'pending', page: 2, search: '' })).toBe(
      '/dashboard/enquiries/list?tab=pending&page=2',
    );
  });

  it('fills and encodes the parameters of a record screen', () => {
    expect(screenHref('clientDetail', { clientId: 'a b/c' })).toBe(
      '/dashboard/clients/list/a%20b%2Fc',
    );
    expect(
      screenHref(
        'enquiryPropertyHistory',
        { enquiryId: 'e1', chosenPropertyId: 'p2' },
        { from: 'x' },
      ),
    ).toBe('/dashboard/enquiries/list/e1/properties/p2/history?from=x');
  });

  it('refuses a blank parameter', () => {
    expect(() => screenHref('agentDetail', { agentId: '' })).toThrow(
      'Missing route parameter agentId',
    );
  });

  it('gives the path relative to /dashboard, as the router nests it', () => {
    expect(dashboardRelative(SCREENS.home)).toBe('');
    expect(dashboardRelative(SCREENS.agentDetail)).toBe('agents/list/:agentId');
  });

  it('is where every menu link points', () => {
    const links = NAVIGATION_MENU.flatMap((entry) =>
      entry.kind === 'link' ? [entry] : entry.children,
    );
    for (const link of links) expect(link.path).toBe(SCREENS[link.screen]);
  });
});

describe('DASHBOARD_HREF_PATTERN', () => {
  it('accepts the dashboard and every address below it, with a query or a fragment', () => {
    for (const href of [
      '/dashboard',
      '/dashboard/',
      '/dashboard?tab=top',
      '/dashboard#top',
      screenHref('enquiriesList', { tab: 'pending' }),
      screenHref('clientDetail', { clientId: 'c1' }),
    ]) {
      expect(href).toMatch(DASHBOARD_HREF_PATTERN);
    }
  });

  it('refuses addresses that only begin like it, and any other address', () => {
    for (const href of [
      '/dashboardx',
      '/dashboard-old/list',
      '/',
      '/signin',
      'dashboard/accounts',
      'https://example.com/dashboard',
      '//example.com/dashboard',
      ' /dashboard',
    ]) {
      expect(href).not.toMatch(DASHBOARD_HREF_PATTERN);
    }
  });
});
