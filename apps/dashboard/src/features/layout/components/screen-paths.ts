import { matchPath } from 'react-router';
import { paths } from '../../../config/paths';

/** Every dashboard route pattern, absolute, gathered from config/paths. */
function collect(node: unknown, into: string[]): string[] {
  if (typeof node !== 'object' || node === null) return into;
  if ('path' in node && typeof node.path === 'string') {
    into.push(node.path.startsWith('/') ? node.path : `/dashboard/${node.path}`.replace(/\/$/, ''));
    return into;
  }
  for (const child of Object.values(node)) collect(child, into);
  return into;
}

const patterns = collect(paths.dashboard, []);

/** True when the address is one of the dashboard's screens. */
export function isDashboardScreen(href: string): boolean {
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, href) !== null);
}
