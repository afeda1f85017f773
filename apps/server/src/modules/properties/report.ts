import {
  DEFAULT_CURRENCY,
  descriptionText,
  type PropertyFilter,
  type PropertyListQuery,
  type PropertyReport,
  type PropertyStatus,
  type PropertyType,
} from '@staydesk/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import { toCsv } from '../../lib/csv.js';
import { landlords } from '../landlords/table.js';
import {
  distanceSql,
  effectiveSort,
  propertyFilters,
  propertyTabs,
  type ViewContext,
} from './repository.js';
import { properties } from './table.js';

/** The rows the report and the export read: the filters and the tab of the list. */
function whereOf(query: PropertyFilter, context: ViewContext): SQL | undefined {
  return and(...propertyFilters(query), propertyTabs(context)[query.tab]);
}

/** Stock by type, city and status, average rate and margin, freshness, additions per month. */
export async function propertyReport(
  orm: Orm,
  query: PropertyFilter,
  context: ViewContext,
): Promise<PropertyReport> {
  const where = whereOf(query, context);
  const cutoff = new Date(context.now.getTime() - context.freshnessDays * 86_400_000);
  const [totals] = await orm
    .select({
      total: count(),
      averageRate: sql<
        string | null
      >`round(avg(${properties.nightlyRate}) filter (where ${properties.currency} = ${DEFAULT_CURRENCY}), 2)::text`,
      averageMargin: sql<
        string | null
      >`round(avg((${properties.costs} ->> 'margin')::numeric), 2)::text`,
      never:
        sql<number>`count(*) filter (where ${properties.availabilityConfirmedAt} is null)`.mapWith(
          Number,
        ),
      stale:
        sql<number>`count(*) filter (where ${properties.availabilityConfirmedAt} < ${cutoff.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(properties)
    .where(where);
  const byType = await orm
    .select({ type: properties.type, count: count() })
    .from(properties)
    .where(where)
    .groupBy(properties.type)
    .orderBy(desc(count()), properties.type);
  const byCity = await orm
    .select({ city: properties.city, count: count() })
    .from(properties)
    .where(where)
    .groupBy(properties.city)
    .orderBy(desc(count()), properties.city)
    .limit(20);
  const byStatus = await orm
    .select({ status: properties.status, count: count() })
    .from(properties)
    .where(where)
    .groupBy(properties.status)
    .orderBy(properties.status);
  const month = sql<string>`to_char(date_trunc('month', ${properties.createdAt} at time zone 'UTC'), 'YYYY-MM')`;
  const added = await orm
    .select({ month, count: count() })
    .from(properties)
    .where(where)
    .groupBy(month)
    .orderBy(month);
  const total = totals?.total ?? 0;
  const never = totals?.never ?? 0;
  const stale = totals?.stale ?? 0;
  return {
    total,
    byType: byType.map((row) => ({ type: row.type as PropertyType, count: row.count })),
    byCity: byCity.map((row) => ({ city: row.city || '—', count: row.count })),
    byStatus: byStatus.map((row) => ({ status: row.status as PropertyStatus, count: row.count })),
    averageNightlyRate:
      totals?.averageRate == null
        ? null
        : { amount: Number(totals.averageRate).toFixed(2), currency: DEFAULT_CURRENCY },
    averageMargin: totals?.averageMargin == null ? null : Number(totals.averageMargin).toFixed(2),
    freshness: { fresh: total - never - stale, stale, never },
    addedPerMonth: added.slice(-24),
  };
}

/** Export at most this many rows (a spreadsheet, not a backup). */
export const EXPORT_LIMIT = 10_000;

export const CSV_COLUMNS = [
  'id',
  'title',
  'type',
  'status',
  'temporary',
  'street',
  'city',
  'postcode',
  'landlord',
  'bedrooms',
  'maxGuests',
  'nightlyRate',
  'currency',
  'marginPercent',
  'distanceMiles',
  'availabilityConfirmedAt',
  'description',
] as const;

/** The filtered list as CSV (UTF-8 with BOM so spreadsheet programs read the £ right). */
export async function propertiesCsv(
  orm: Orm,
  query: PropertyListQuery,
  context: ViewContext,
): Promise<string> {
  const place =
    query.lng !== undefined && query.lat !== undefined ? { lng: query.lng, lat: query.lat } : null;
  const distance = place
    ? distanceSql(place.lng, place.lat)
    : sql<number | null>`null::double precision`;
  const sort = effectiveSort(query);
  const descending = sort.startsWith('-');
  const key = sort.replace(/^-/, '');
  const orderKey: SQL =
    key === 'distance' && place
      ? sql`${distance}`
      : key === 'nightlyRate'
        ? sql`${properties.nightlyRate}`
        : key === 'bedrooms'
          ? sql`${properties.bedroomCount}`
          : key === 'createdAt'
            ? sql`${properties.createdAt}`
            : key === 'updatedAt'
              ? sql`${properties.updatedAt}`
              : sql`lower(${properties.title})`;
  const rows = await orm
    .select({
      id: properties.id,
      title: properties.title,
      type: properties.type,
      status: properties.status,
      isTemporary: properties.isTemporary,
      address: properties.address,
      city: properties.city,
      landlord: landlords.name,
      bedrooms: properties.bedroomCount,
      maxGuests: properties.maxGuests,
      nightlyRate: properties.nightlyRate,
      currency: properties.currency,
      costs: properties.costs,
      distance: distance.as('distance_miles'),
      confirmedAt: properties.availabilityConfirmedAt,
      description: properties.description,
    })
    .from(properties)
    .leftJoin(landlords, eq(landlords.id, properties.landlordId))
    .where(whereOf(query, context))
    .orderBy(
      descending ? sql`${orderKey} desc` : orderKey,
      descending ? desc(properties.id) : properties.id,
    )
    .limit(EXPORT_LIMIT);
  return toCsv([
    CSV_COLUMNS,
    ...rows.map((row) => [
      row.id,
      row.title,
      row.type,
      row.status,
      row.isTemporary,
      row.address.street,
      row.city,
      row.address.zip,
      row.landlord,
      row.bedrooms,
      row.maxGuests,
      row.nightlyRate,
      row.currency,
      row.costs.margin,
      row.distance === null ? null : Math.round(row.distance * 100) / 100,
      row.confirmedAt?.toISOString() ?? null,
      descriptionText(row.description).replace(/\n+/g, ' '),
    ]),
  ]);
}
