/**
 * JSON parameters are sent as text and cast in SQL (`$1::text::jsonb`): PGlite and node-postgres
 * serialise objects differently, and text is the one form both pass through untouched.
 */
export function json(value: unknown): string {
  return JSON.stringify(value);
}

export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Page arithmetic of spec §9: page count = ceil(n / 29), pages counted from 1. */
export function pageOf(total: number, page: number, pageSize: number) {
  return {
    total,
    page,
    pageCount: Math.ceil(total / pageSize),
    offset: (page - 1) * pageSize,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Escapes LIKE wildcards in user text so a search for "50%" matches literally. */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern for text that starts with `text`, its wildcards taken literally. */
export function likePrefix(text: string): string {
  return `${escapeLike(text)}%`;
}

/** node-postgres answers `{ rows }`, PGlite's Drizzle driver too; both shapes read the same. */
export function rowsOf<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  if (
    typeof result === 'object' &&
    result !== null &&
    'rows' in result &&
    Array.isArray(result.rows)
  )
    return result.rows as Row[];
  return [];
}
