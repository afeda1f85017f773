import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { enterRoutes, matchAddress, type RouteHandle } from './routing';

/** A route table whose routes record the order they were entered in, with their targets. */
function table(entered: string[], stopAt?: string): RouteObject[] {
  const route = (id: string, path: string, children?: RouteObject[]): RouteObject => {
    const handle: RouteHandle = {
      enter: ({ params, search }) => {
        entered.push(`${id} ${JSON.stringify(params)} ${search.toString()}`);
        return id === stopAt ? false : undefined;
      },
    };
    return { path, handle, children };
  };
  return [
    route('dashboard', '/dashboard', [
      route('list', 'guests/list'),
      route('record', 'guests/:id', [route('tab', 'stays')]),
    ]),
  ];
}

describe('matchAddress', () => {
  it('returns the matched routes outermost first, and none for an unknown address', () => {
    const routes = table([]);
    const matched = matchAddress(routes, { pathname: '/dashboard/guests/7/stays', search: '' });
    expect(matched.map((match) => match.route.path)).toEqual(['/dashboard', 'guests/:id', 'stays']);
    expect(matchAddress(routes, { pathname: '/nowhere', search: '' })).toEqual([]);
  });
});

describe('enterRoutes', () => {
  it('enters the matches given ahead (main.tsx matches in a start-up step of its own)', () => {
    const entered: string[] = [];
    const routes = table(entered);
    const location = { pathname: '/dashboard/guests/list', search: '?page=2' };
    enterRoutes(routes, location, matchAddress(routes, location));
    expect(entered).toEqual(['dashboard {} page=2', 'list {} page=2']);
  });

  it('stops at a route whose enter returns false, and enters a path once however its query changes', () => {
    const entered: string[] = [];
    const routes = table(entered, 'record');
    enterRoutes(routes, { pathname: '/dashboard/guests/9/stays', search: '' });
    enterRoutes(routes, { pathname: '/dashboard/guests/9/stays', search: '?sort=name' });
    expect(entered).toEqual(['dashboard {"id":"9"} ', 'record {"id":"9"} ']);
  });
});
