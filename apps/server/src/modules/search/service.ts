import {
  SEARCH_KINDS,
  type SearchKind,
  type SearchMatch,
  type SearchQuery,
  type SearchResult,
  searchableKinds,
} from '@staydesk/domain/search';
import type { Queryable } from '../../db/database.js';
import type { AuthUser } from '../../http/context.js';

/**
 * One search for everything. Each kind the caller's role may read (the same navigation areas
 * of spec §6 that guard its list and record routes) is searched by one statement of three
 * bounded branches, each an index scan that stops at the limit:
 *
 * - exact: an identifier the text is in full (a reference, an invoice number, a postcode, an
 *   email, a phone, a name), through a btree index or ILIKE without wildcards on a trigram index;
 * - prefix: every word of the text starts one of the kind's columns or a word inside one;
 * - contains: every word of three characters or more is anywhere in one of them (a shorter word
 *   still has to start a word), on the trigram indexes; left out when no word is that long, as
 *   a trigram index cannot narrow a shorter one.
 *
 * A record found by several branches keeps its best; results are ranked exact, prefix, contains,
 * then by kind, then by the kind's own order. Deleted records are never found: only the roles of
 * the Deleted tabs may open them, from those tabs.
 */

/** The search's words, at most this many (a pasted paragraph is not a search). */
const MAX_WORDS = 6;

interface KindSpec {
  kind: SearchKind;
  /** The table (aliased `t`) and its live rows. */
  from: string;
  live: string;
  /** Text columns, each with a trigram index, searched by prefix and contains. */
  columns: readonly string[];
  /** Columns matched exactly (ILIKE, no wildcards) through their trigram index. */
  exactColumns: readonly string[];
  /** An indexed identifier condition on `$id`, with the value it compares, or none for this text. */
  identifier?: { sql: string; value: (text: string) => string | number | null };
  /** The outer query's joins (aliased), title, detail and status expressions, and order. */
  joins?: string;
  title: string;
  detail: string;
  status: string;
  order: string;
}

const KINDS: Record<SearchKind, KindSpec> = {
  enquiry: {
    kind: 'enquiry',
    from: 'enquiries t',
    live: 't.deleted = false',
    columns: ['t.search_text'],
    exactColumns: [],
    identifier: {
      sql: 't.reference_number = $id',
      value: (text) => {
        const match = /^(?:ENQ-?)?(\d{1,15})$/i.exec(text);
        return match?.[1] === undefined ? null : Number(match[1]);
      },
    },
    joins: 'left join companies c on c.id = t.company_id',
    title: 't.reference',
    detail: "concat_ws(' · ', c.name, nullif(t.location_city, ''))",
    status: 't.status',
    order: 't.reference_number desc',
  },
  booking: {
    kind: 'booking',
    from: 'bookings t',
    live: 't.deleted = false',
    columns: ['t.search_text'],
    exactColumns: [],
    identifier: {
      sql: 't.reference = $id',
      value: (text) => (/^BKG-\d{1,15}$/i.test(text) ? text.toUpperCase() : null),
    },
    joins:
      'left join properties p on p.id = t.property_id left join companies c on c.id = t.company_id',
    title: 't.reference',
    detail: "concat_ws(' · ', p.title, c.name)",
    status: 't.status',
    order: 't.check_in desc, t.id',
  },
  invoice: {
    kind: 'invoice',
    from: 'invoices t',
    live: 't.deleted = false',
    columns: ['t.search_text'],
    exactColumns: [],
    identifier: { sql: 'upper(t.number) = $id', value: (text) => text.toUpperCase() },
    title: "coalesce(t.number, '')",
    detail: "coalesce(t.bill_to->>'legalName', '')",
    status: 't.status',
    order: 't.created_at desc, t.id',
  },
  property: {
    kind: 'property',
    from: 'properties t',
    live: 't.deleted = false',
    columns: ['t.title', 't.city', "(t.address->>'zip')"],
    exactColumns: ['t.title'],
    identifier: {
      sql: "upper(replace(t.address->>'zip', ' ', '')) = $id",
      value: (text) => text.replace(/\s+/g, '').toUpperCase(),
    },
    title: 't.title',
    detail: "concat_ws(', ', nullif(t.city, ''), nullif(t.address->>'zip', ''))",
    status: 't.status',
    order: 'lower(t.title), t.id',
  },
  landlord: {
    kind: 'landlord',
    from: 'landlords t',
    live: 't.deleted = false',
    columns: ['t.name', 't.company_name', 't.contact_text'],
    exactColumns: ['t.name', 't.company_name'],
    title: 't.name',
    detail: "concat_ws(' · ', nullif(t.company_name, ''), nullif(t.contact_text, ''))",
    status: 'null',
    order: 'lower(t.name), t.id',
  },
  guest: {
    kind: 'guest',
    from: 'clients t',
    live: 't.deleted = false',
    columns: ['t.first_name', 't.last_name', 't.email', 't.phone'],
    exactColumns: ['t.email', 't.phone', 't.first_name', 't.last_name'],
    title: "trim(t.first_name || ' ' || t.last_name)",
    detail: "concat_ws(' · ', nullif(t.email, ''), nullif(t.phone, ''))",
    status: 'null',
    order: 'lower(t.last_name), lower(t.first_name), t.id',
  },
  company: {
    kind: 'company',
    from: 'companies t',
    live: 't.deleted = false',
    columns: ['t.name', 't.legal_name'],
    exactColumns: ['t.name', 't.legal_name'],
    title: 't.name',
    detail: "case when t.legal_name <> t.name then t.legal_name else '' end",
    status: 'null',
    order: 'lower(t.name), t.id',
  },
  account: {
    kind: 'account',
    from: 'users t',
    live: "t.deleted = false and t.approval = 'approved'",
    columns: ['t.full_name', 't.email', 't.phone'],
    exactColumns: ['t.email', 't.full_name', 't.phone'],
    title: 't.full_name',
    detail: 't.email',
    status: 't.role',
    order: 'lower(t.full_name), t.id',
  },
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The statement's parameters, numbered as they are added. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const anyOf = (conditions: string[]) => `(${conditions.join(' or ')})`;
const allOf = (conditions: string[]) => `(${conditions.join(' and ')})`;

/** A word matches when it starts one of the columns or a word inside one. */
function wordStarts(spec: KindSpec, word: string, params: Params): string {
  const start = params.add(`${escapeLike(word)}%`);
  const inside = params.add(`% ${escapeLike(word)}%`);
  return anyOf(
    spec.columns.flatMap((column) => [`${column} ilike ${start}`, `${column} ilike ${inside}`]),
  );
}

function wordAnywhere(spec: KindSpec, word: string, params: Params): string {
  if ([...word].length < 3) return wordStarts(spec, word, params);
  const pattern = params.add(`%${escapeLike(word)}%`);
  return anyOf(spec.columns.map((column) => `${column} ilike ${pattern}`));
}

/** The kind's statement: the three branches, the best of each record, ranked and limited. */
function statement(spec: KindSpec, text: string, words: string[], limit: number) {
  const params = new Params();
  const cap = params.add(limit);
  const branch = (rank: number, condition: string) =>
    `(select t.id, ${rank} as rank from ${spec.from} where ${spec.live} and ${condition} limit ${cap})`;
  const branches: string[] = [];

  const exact: string[] = [];
  const identifier = spec.identifier?.value(text) ?? null;
  if (spec.identifier && identifier !== null) {
    exact.push(spec.identifier.sql.replace('$id', params.add(identifier)));
  }
  if (spec.exactColumns.length > 0) {
    const whole = params.add(escapeLike(text));
    exact.push(...spec.exactColumns.map((column) => `${column} ilike ${whole}`));
  }
  if (exact.length > 0) branches.push(branch(0, anyOf(exact)));
  branches.push(branch(1, allOf(words.map((word) => wordStarts(spec, word, params)))));
  if (words.some((word) => [...word].length >= 3)) {
    branches.push(branch(2, allOf(words.map((word) => wordAnywhere(spec, word, params)))));
  }

  const sql = `with hit as (${branches.join(' union all ')}),
    best as (select id, min(rank) as rank from hit group by id)
    select t.id, best.rank, ${spec.title} as title, ${spec.detail} as detail, ${spec.status} as status
      from best join ${spec.from} on t.id = best.id ${spec.joins ?? ''}
     order by best.rank, ${spec.order}
     limit ${cap}`;
  return { sql, params: params.values };
}

interface Row {
  id: string;
  rank: number;
  title: string | null;
  detail: string | null;
  status: string | null;
}

const MATCHES: readonly SearchMatch[] = ['exact', 'prefix', 'contains'];

export interface SearchAnswer {
  query: string;
  kinds: SearchKind[];
  results: SearchResult[];
}

/** The statement of each kind the user may read, for this search. */
export function searchStatements(user: Pick<AuthUser, 'role'>, query: SearchQuery) {
  const words = query.q
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, MAX_WORDS);
  return searchableKinds(user.role).map((kind) => ({
    kind,
    ...statement(KINDS[kind], query.q, words, query.limit),
  }));
}

/** Searches every kind the user may read; the kinds run side by side (a pool's connections). */
export async function searchEverything(
  db: Queryable,
  user: Pick<AuthUser, 'role'>,
  query: SearchQuery,
): Promise<SearchAnswer> {
  const statements = query.q === '' ? [] : searchStatements(user, query);
  const found = await Promise.all(
    statements.map(async ({ kind, sql, params }) => {
      const { rows } = await db.query<Row>(sql, params);
      return rows.map((row, order) => ({ kind, order, row }));
    }),
  );
  const ranked = found
    .flat()
    .sort(
      (a, b) =>
        Number(a.row.rank) - Number(b.row.rank) ||
        SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind) ||
        a.order - b.order,
    );
  return {
    query: query.q,
    kinds: searchableKinds(user.role),
    results: ranked.map(({ kind, row }) => ({
      kind,
      id: row.id,
      title: row.title ?? '',
      detail: row.detail ?? '',
      status: row.status,
      match: MATCHES[Number(row.rank)] ?? 'contains',
    })),
  };
}
