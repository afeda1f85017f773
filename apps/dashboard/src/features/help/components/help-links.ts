import { href } from '../../../config/paths';

export { articleHref } from '../../../lib/help-articles';

/** The help screen, with the search it had. */
export function helpHref(query = ''): string {
  return href('help', { q: query || undefined });
}
