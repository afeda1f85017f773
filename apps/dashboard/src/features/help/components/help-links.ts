import { href } from '../../../config/paths';
import type { ArticleId } from '../articles';

/** The address of an article (the help screen with `?article=`), keeping the search to go back to. */
export function articleHref(id: ArticleId, query = ''): string {
  return href('help', { article: id, q: query || undefined });
}

/** The help screen, with the search it had. */
export function helpHref(query = ''): string {
  return href('help', { q: query || undefined });
}
