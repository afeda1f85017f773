import {
  boundingBox,
  coverImage,
  EARTH_RADIUS_MILES,
  isAvailabilityStale,
  landlordCardContact,
  type PropertyCreate,
  type PropertyFilter,
  type PropertyListQuery,
  type PropertySort,
  type PropertyView,
  RADIUS_MILES,
  type SortParam,
  sortOrderOf,
  type TrafficLight,
} from '@staydesk/domain';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/database.js';
import { listPage, onlyRow, type RecordKind, searchAny } from '../../db/records.js';
import { landlords } from '../landlords/table.js';
import { properties } from './table.js';

/**
 * A property's row: every column but the two the database keeps for searches (`position`,
 * `busy`), which only SQL conditions read.
 */
const { position: _position, busy: _busy, ...propertyColumns } = getTableColumns(properties);

export type PropertyRow = Omit<typeof properties.$inferSelect, 'position' | 'busy'>;
export type PropertyValues = Omit<
  typeof properties.$inferInsert,
  'id' | 'version' | 'deleted' | 'createdAt' | 'updatedAt' | 'createdBy' | 'busy'
>;

export const propertyKind: RecordKind<PropertyRow, PropertyValues> = {
  recordType: 'property',
  label: 'Property',
  nameOf: (row) => row.title,
  lock: async (tx, id) =>
    (
      await tx.orm
        .select(propertyColumns)
        .from(properties)
        .where(eq(properties.id, id))
        .for('update')
    )[0],
  insert: async (tx, values) =>
    onlyRow(await tx.orm.insert(properties).values(values).returning(propertyColumns)),
  update: async (tx, id, set) =>
    onlyRow(
      await tx.orm
        .update(properties)
        .set(set)
        .where(eq(properties.id, id))
        .returning(propertyColumns),
    ),
  remove: async (tx, id) => {
    await tx.orm.delete(properties).where(eq(properties.id, id));
  },
};

/** The columns copied out of the address, layout and costs for filters and sorts. */
function derived(input: Partial<PropertyCreate>): Partial<PropertyValues> {
  const values: Partial<PropertyValues> = {};
  if (input.address) {
    values.city = input.address.city;
    const position = input.address.position?.coordinates;
    values.lng = position ? position[0] : null;
    values.lat = position ? position[1] : null;
  }
  if (input.bedrooms) values.bedroomCount = input.bedrooms.length;
  // Only key and name are stored: the address of the file host is the reader's (config.js).
  if (input.images) values.images = input.images.map(({ key, name }) => ({ key, name }));
  if (input.costs) {
    values.nightlyRate = input.costs.nightlyRate.amount;
    values.currency = input.costs.nightlyRate.currency;
  }
  return values;
}

export function propertyValues(input: PropertyCreate): PropertyValues {
  return {
    ...input,
    ...derived(input),
    city: input.address.city,
    bedroomCount: input.bedrooms.length,
  };
}

export function propertyChanges(input: Partial<PropertyCreate>): Partial<PropertyValues> {
  return { ...input, ...derived(input) };
}

const landlordColumns = {
  landlordName: landlords.name,
  landlordTrafficLight: landlords.trafficLight,
  landlordEmails: landlords.emailAddresses,
  landlordPhones: landlords.phoneNumbers,
};

type ViewRow = PropertyRow & {
  landlordName: string | null;
  landlordTrafficLight: TrafficLight | null;
  landlordEmails: { email: string }[] | null;
  landlordPhones: { phone: string }[] | null;
  distanceMiles?: number | null;
};

export interface ViewContext {
  now: Date;
  freshnessDays: number;
}

export function toPropertyView(row: ViewRow, context: ViewContext): PropertyView {
  const landlord =
    row.landlordId && row.landlordName !== null && row.landlordTrafficLight !== null
      ? {
          id: row.landlordId,
          name: row.landlordName,
          trafficLightSystem: row.landlordTrafficLight,
          ...landlordCardContact({
            emailAddresses: row.landlordEmails ?? [],
            phoneNumbers: row.landlordPhones ?? [],
          }),
        }
      : null;
  return {
    id: row.id,
    landlordId: row.landlordId,
    title: row.title,
    type: row.type,
    status: row.status,
    address: row.address,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    maxGuests: row.maxGuests,
    amenities: row.amenities,
    description: row.description,
    images: row.images,
    parking: row.parking,
    pets: row.pets,
    checkInMethod: row.checkInMethod,
    cleaning: row.cleaning,
    linen: row.linen,
    cancellationPolicy: row.cancellationPolicy,
    costs: row.costs,
    minimumStayNights: row.minimumStayNights,
    isTemporary: row.isTemporary,
    sourceUrl: row.sourceUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    version: row.version,
    deleted: row.deleted,
    landlord,
    coverImage: coverImage(row.images),
    availabilityConfirmedAt: row.availabilityConfirmedAt?.toISOString() ?? null,
    isAvailabilityStale: isAvailabilityStale(
      row.availabilityConfirmedAt,
      context.now,
      context.freshnessDays,
    ),
    availabilityFreshnessDays: context.freshnessDays,
    distanceMiles:
      row.distanceMiles === undefined || row.distanceMiles === null
        ? null
        : Math.round(row.distanceMiles * 100) / 100,
  };
}

function selectViews(orm: Orm, extra: Record<string, SQL.Aliased> = {}) {
  return orm
    .select({ ...propertyColumns, ...landlordColumns, ...extra })
    .from(properties)
    .leftJoin(landlords, eq(landlords.id, properties.landlordId));
}

export async function findPropertyView(
  orm: Orm,
  id: string,
  context: ViewContext,
): Promise<PropertyView | undefined> {
  const [row] = await selectViews(orm).where(eq(properties.id, id));
  return row && toPropertyView(row, context);
}

/**
 * Haversine distance in miles from a place to the property's position, in SQL: the same formula
 * and radius as the domain's distanceMiles, so the list and the dashboard agree. It reads the
 * stored point (`position`, 0013: [0] = lng, [1] = lat), which the covering GiST index holds.
 */
export function distanceSql(lng: number, lat: number): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_MILES}::double precision * asin(least(1, sqrt(
    power(sin(radians("properties"."position"[1] - ${lat}::double precision) / 2), 2)
    + cos(radians(${lat}::double precision)) * cos(radians("properties"."position"[1]))
      * power(sin(radians("properties"."position"[0] - ${lng}::double precision) / 2), 2)))))`;
}

/**
 * Inside the search circle: the bounding box through the covering GiST index (0013), then the
 * exact distance, both on the index's own columns (an index-only scan).
 */
function withinRadius(lng: number, lat: number, radiusMiles: number): SQL {
  const box = boundingBox([lng, lat], radiusMiles);
  return sql`"properties"."position" <@ box(point(${box.minLng}::double precision, ${box.minLat}::double precision), point(${box.maxLng}::double precision, ${box.maxLat}::double precision)) and ${distanceSql(lng, lat)} <= ${radiusMiles}::double precision`;
}

/**
 * No blocked or booked stretch of the property shares a night with [from, to): its `busy`
 * multirange (0012, kept by the supply service) does not overlap the stay.
 */
function freeBetween(from: string, to: string): SQL {
  return sql`${properties.status} = 'available' and not ("properties"."busy" && daterange(${from}::date, ${to}::date))`;
}

function staleCondition(context: ViewContext): SQL {
  const cutoff = new Date(context.now.getTime() - context.freshnessDays * 86_400_000);
  return or(
    isNull(properties.availabilityConfirmedAt),
    sql`${properties.availabilityConfirmedAt} < ${cutoff.toISOString()}::timestamptz`,
  ) as SQL;
}

/** The filters the list, the report and the CSV export share. */
export function propertyFilters(query: PropertyFilter): (SQL | undefined)[] {
  const place =
    query.lng !== undefined && query.lat !== undefined
      ? withinRadius(query.lng, query.lat, query.radiusMiles ?? RADIUS_MILES.default)
      : undefined;
  const parking =
    query.parking === undefined
      ? undefined
      : query.parking === 'any'
        ? isNotNull(properties.parking)
        : query.parking === 'none'
          ? isNull(properties.parking)
          : eq(properties.parking, query.parking);
  const pets =
    query.pets === undefined
      ? undefined
      : query.pets === 'yes'
        ? inArray(properties.pets, ['yes-free', 'yes-chargeable'])
        : eq(properties.pets, query.pets);
  return [
    searchAny(query.search, [properties.title, properties.city]),
    query.type === undefined ? undefined : eq(properties.type, query.type),
    query.status === undefined ? undefined : eq(properties.status, query.status),
    query.landlordId === undefined ? undefined : eq(properties.landlordId, query.landlordId),
    query.bedroomsMin === undefined ? undefined : gte(properties.bedroomCount, query.bedroomsMin),
    query.guestsMin === undefined ? undefined : gte(properties.maxGuests, query.guestsMin),
    query.priceMin === undefined ? undefined : gte(properties.nightlyRate, query.priceMin),
    query.priceMax === undefined ? undefined : lte(properties.nightlyRate, query.priceMax),
    parking,
    pets,
    place,
    query.availableFrom !== undefined && query.availableTo !== undefined
      ? freeBetween(query.availableFrom, query.availableTo)
      : undefined,
  ];
}

export function propertyTabs(context: ViewContext) {
  const live = eq(properties.deleted, false);
  const liveAnd = (condition: SQL) => and(live, condition) as SQL;
  return {
    all: liveAnd(ne(properties.status, 'archived')),
    available: liveAnd(eq(properties.status, 'available')),
    unavailable: liveAnd(eq(properties.status, 'unavailable')),
    draft: liveAnd(eq(properties.status, 'draft')),
    temporary: liveAnd(eq(properties.isTemporary, true)),
    stale: liveAnd(and(eq(properties.status, 'available'), staleCondition(context)) as SQL),
    archived: liveAnd(eq(properties.status, 'archived')),
    deleted: eq(properties.deleted, true),
  };
}

const SORT_KEYS: Record<Exclude<PropertySort, 'distance'>, (SQL | AnyPgColumn)[]> = {
  title: [sql`lower(${properties.title})`],
  nightlyRate: [properties.nightlyRate],
  bedrooms: [properties.bedroomCount],
  createdAt: [properties.createdAt],
  updatedAt: [properties.updatedAt],
};

/** Without a sort: nearest first with a place, else by title; distance without a place is title. */
export function effectiveSort(query: PropertyListQuery): SortParam<PropertySort> {
  const place = query.lng !== undefined && query.lat !== undefined;
  if (query.sort === undefined) return place ? 'distance' : 'title';
  if (!place && query.sort === 'distance') return 'title';
  if (!place && query.sort === '-distance') return '-title';
  return query.sort;
}

function orderOf(query: PropertyListQuery): SQL[] {
  const { key, direction } = sortOrderOf(effectiveSort(query));
  const order = direction === 'asc' ? asc : desc;
  const keys =
    key === 'distance' && query.lng !== undefined && query.lat !== undefined
      ? [distanceSql(query.lng, query.lat)]
      : SORT_KEYS[key === 'distance' ? 'title' : key];
  return [...keys, properties.id].map((expression) => order(expression));
}

export function listProperties(orm: Orm, query: PropertyListQuery, context: ViewContext) {
  const place = query.lng !== undefined && query.lat !== undefined;
  const distance = {
    distanceMiles: (place && query.lng !== undefined && query.lat !== undefined
      ? distanceSql(query.lng, query.lat)
      : sql<number | null>`null::double precision`
    ).as('distance_miles'),
  };
  const order = orderOf(query);
  return listPage({
    orm,
    table: properties,
    filters: propertyFilters(query),
    tabs: propertyTabs(context),
    tab: query.tab,
    page: query.page,
    fetch: async (where, limit, offset) => {
      // Around a place the page's ids come first from the covering index alone (nearest first),
      // then only those rows are read with their landlord.
      const condition = place
        ? inArray(
            properties.id,
            orm
              .select({ id: properties.id })
              .from(properties)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
          )
        : where;
      const rows = await selectViews(orm, distance)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(place ? 0 : offset);
      return rows.map((row) => toPropertyView(row, context));
    },
  });
}
