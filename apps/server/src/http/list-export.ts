import {
  EXPORT_LANGUAGES,
  type ExportHeader,
  type ExportLabels,
  type ExportLanguage,
} from '@staydesk/domain/export-labels';
import { EXPORT_LABELS_EN } from '@staydesk/domain/export-labels-en';
import { EXPORT_LABELS_FR } from '@staydesk/domain/export-labels-fr';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { z } from 'zod/mini';
import type { Database, Orm } from '../db/database.js';
import { exportBatches, type ListSource } from '../db/list-export.js';
import type { Clock } from '../lib/clock.js';
import { type CsvCell, toCsv } from '../lib/csv.js';
import { type Today, todayOf } from '../modules/settings/today.js';
import type { AppEnv, AuthUser } from './context.js';
import { type Access, type Out, type RouteSpec, route } from './route.js';

/**
 * A list's CSV export: one route per list, `GET <list>/export.csv`, taking the list's own query
 * (search, filters, tab, sort; the page is ignored) with the list's permission, answering every
 * matching row in the list's order as a streamed file. A list declares its columns once
 * (`ExportColumn`s: a heading of the shared catalogue and how a row's value reads); headings and
 * labels are in the language asked for (`?lang=` or Accept-Language, English by default).
 */

const LABELS: Record<ExportLanguage, ExportLabels> = { en: EXPORT_LABELS_EN, fr: EXPORT_LABELS_FR };

/** How an export writes values a person reads: labels, days and times in the agency's zone. */
export interface ExportFormat {
  labels: ExportLabels;
  /** An instant as `YYYY-MM-DD HH:MM` in the agency's time zone (a spreadsheet reads it as a date). */
  dateTime(value: string | Date | null | undefined): string | null;
  yesNo(value: boolean): string;
}

export interface ExportColumn<Item> {
  header: ExportHeader;
  value: (item: Item, format: ExportFormat) => CsvCell;
}

/** A money amount as a plain number for a spreadsheet (the currency goes in its own column). */
export function amountCell(amount: string | null | undefined): CsvCell {
  return amount === null || amount === undefined || amount === '' ? null : Number(amount);
}

/** The language asked for: `lang` in the query, else the Accept-Language header, else English. */
export function exportLanguage(c: Context<AppEnv>): ExportLanguage {
  const asked = c.req.query('lang');
  const named = EXPORT_LANGUAGES.find((language) => language === asked);
  if (named) return named;
  const header = accepts(c, {
    header: 'Accept-Language',
    supports: [...EXPORT_LANGUAGES],
    default: 'en',
    // 'fr-FR' asks for French: the language's primary tag decides, the highest weight first.
    match: (accepted, config) =>
      [...accepted]
        .filter((entry) => entry.q > 0)
        .sort((a, b) => b.q - a.q)
        .map((entry) => entry.type.toLowerCase().split('-')[0] ?? '')
        .find((type) => config.supports.includes(type)) ?? config.default,
  });
  return EXPORT_LANGUAGES.find((language) => language === header) ?? 'en';
}

function formatFor(language: ExportLanguage, timeZone: string): ExportFormat {
  const labels = LABELS[language];
  // Swedish writes a date-time as ISO does (2026-03-12 09:30), which every spreadsheet reads.
  const instant = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return {
    labels,
    dateTime: (value) =>
      value === null || value === undefined || value === ''
        ? null
        : instant.format(value instanceof Date ? value : new Date(value)),
    yesNo: (value) => (value ? labels.yes : labels.no),
  };
}

/** Who asks for an export, and when ("today" in the agency's time zone, for a due filter). */
export interface ExportCaller {
  user: AuthUser;
  now: Date;
  today: Today;
}

export interface ListExportDeclaration<Q extends z.ZodMiniType, Tab extends string, Item> {
  /** The list's path; the export answers at `<path>/export.csv`. */
  path: string;
  tag: string;
  /** 'enquiries': the list's name in the summary and, with the day, the file's name. */
  name: string;
  access: Access;
  /** The list's own query schema (its page is ignored). */
  query: Q;
  columns: readonly ExportColumn<NoInfer<Item>>[];
  /** The list's spec for this query, built as its page's is (same tabs, permission and filters). */
  spec: (
    orm: Orm,
    query: Out<Q>,
    caller: ExportCaller,
  ) => ListSource<Tab, Item> | Promise<ListSource<Tab, Item>>;
}

/** The export route of one list. */
export function listExportRoute<Q extends z.ZodMiniType, Tab extends string, Item>(
  deps: { db: Database; clock: Clock },
  declaration: ListExportDeclaration<Q, Tab, Item>,
): RouteSpec {
  const { columns } = declaration;
  return route({
    method: 'get',
    path: `${declaration.path}/export.csv`,
    tag: declaration.tag,
    summary: `Every ${declaration.name} row of the list's search, filters, tab and sort as CSV`,
    description:
      'The list’s query (its page is ignored) and permission; every matching row in the list’s order, streamed. Headings and labels in `lang` (en, fr) or the Accept-Language header’s language; times in the agency’s time zone; amounts as plain numbers.',
    access: declaration.access,
    query: declaration.query,
    handler: async ({ c, query, user }) => {
      const language = exportLanguage(c);
      const today = await todayOf(deps.db, deps.clock);
      const format = formatFor(language, today.timeZone);
      const spec = await deps.db.read(
        async (orm): Promise<ListSource<Tab, Item>> =>
          declaration.spec(orm, query, { user, now: today.now, today }),
      );
      const batches = exportBatches(spec);
      // The first batch is read before the answer starts, so a refusal is still a clean 4xx.
      const first = await batches.next();
      const encoder = new TextEncoder();
      const rows = (items: readonly Item[]) =>
        encoder.encode(
          items.length === 0
            ? ''
            : toCsv(
                items.map((item) => columns.map((column) => column.value(item, format))),
                { bom: false },
              ),
        );
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            encoder.encode(toCsv([columns.map((column) => format.labels.headers[column.header])])),
          );
          if (first.done) controller.close();
          else controller.enqueue(rows(first.value));
        },
        async pull(controller) {
          const next = await batches.next();
          if (next.done) controller.close();
          else controller.enqueue(rows(next.value));
        },
        async cancel() {
          await batches.return(undefined);
        },
      });
      return new Response(body, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${declaration.name}-${today.day}.csv"`,
          'content-language': language,
        },
      });
    },
  });
}

/** What a list declares of its export; its path, tag, permission and query are the list's. */
export type ListExport<Q extends z.ZodMiniType> = (
  deps: { db: Database; clock: Clock },
  list: { path: string; tag: string; access: Access; query: Q },
) => RouteSpec;

/** A list's export, declared beside the list and mounted with the list's path and permission. */
export function listExport<Q extends z.ZodMiniType, Tab extends string, Item>(
  parts: Pick<ListExportDeclaration<Q, Tab, Item>, 'name' | 'columns' | 'spec'>,
): ListExport<Q> {
  return (deps, list) => listExportRoute(deps, { ...list, ...parts });
}
