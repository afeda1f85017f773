import {
  addDays,
  canResetEnquiry,
  ENQUIRY_TAB_STATUSES,
  type EnquiryActivityEntry,
  type EnquiryCreate,
  type EnquiryDueFilter,
  type EnquiryListItem,
  type EnquiryListQuery,
  type EnquiryTab,
  type EnquiryView,
  enquiryStatusChoices,
  enquiryTabsFor,
  OPEN_ENQUIRY_STATUSES,
  type Role,
} from '@staydesk/domain';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm, Transaction } from '../../db/database.js';
import type { ListSource } from '../../db/list-export.js';
import { listOrder, listPage, onlyRow, type RecordKind, searchAny } from '../../db/records.js';
import { billingCompanies, companies, users } from '../../db/schema.js';
import { forbidden } from '../../lib/errors.js';
import { agents } from '../agents/table.js';
import { clients } from '../clients/table.js';
import type { Today } from '../settings/today.js';
import { enquiries, enquiryEvents } from './table.js';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type EnquiryValues = Omit<
  typeof enquiries.$inferInsert,
  | 'id'
  | 'version'
  | 'deleted'
  | 'createdAt'
  | 'updatedAt'
  | 'createdBy'
  | 'reference'
  | 'referenceNumber'
  | 'priorityRank'
>;

export const enquiryKind: RecordKind<EnquiryRow, EnquiryValues> = {
  recordType: 'enquiry',
  label: 'Enquiry',
  nameOf: (row) => row.reference,
  lock: async (tx, id) =>
    (await tx.orm.select().from(enquiries).where(eq(enquiries.id, id)).for('update'))[0],
  insert: async (tx, values) => onlyRow(await tx.orm.insert(enquiries).values(values).returning()),
  update: async (tx, id, set) =>
    onlyRow(await tx.orm.update(enquiries).set(set).where(eq(enquiries.id, id)).returning()),
  remove: async (tx, id) => {
    await tx.orm.delete(enquiries).where(eq(enquiries.id, id));
  },
};

/** The API's nested location and budget become the table's columns. */
export function enquiryValues(input: Partial<EnquiryCreate>): Partial<EnquiryValues> {
  const { location, budget, receivedAt, respondBy, ...own } = input;
  const values: Partial<EnquiryValues> = { ...own };
  if (receivedAt !== undefined) values.receivedAt = new Date(receivedAt);
  if (respondBy !== undefined) values.respondBy = respondBy === null ? null : new Date(respondBy);
  if (location) {
    values.locationAddress = location.address;
    values.locationCity = location.address.city;
    values.locationLng = location.address.position?.coordinates[0] ?? null;
    values.locationLat = location.address.position?.coordinates[1] ?? null;
    values.radiusMiles = location.radiusMiles;
  }
  if (budget !== undefined) {
    values.budgetAmount = budget?.amount.amount ?? null;
    values.budgetCurrency = budget?.amount.currency ?? null;
    values.budgetBasis = budget?.basis ?? null;
    values.budgetApprovedBy = budget?.approvedBy ?? null;
  }
  return values;
}

/** The one line the list's search reads: reference, company name, guest names, client reference. */
export async function searchTextOf(
  tx: Transaction,
  row: { reference: string; companyId: string | null; guestIds: string[]; clientReference: string },
): Promise<string> {
  const parts = [row.reference, row.clientReference];
  if (row.companyId) {
    const [company] = await tx.orm
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, row.companyId));
    if (company) parts.push(company.name);
  }
  if (row.guestIds.length > 0) {
    const guests = await tx.orm
      .select({ firstName: clients.firstName, lastName: clients.lastName })
      .from(clients)
      .where(inArray(clients.id, row.guestIds));
    for (const guest of guests) parts.push(`${guest.firstName} ${guest.lastName}`.trim());
  }
  return parts.filter((part) => part !== '').join(' ');
}

/** Offer lines of the enquiry not closed as Unsuitable (0013's enquiry_offers). */
const offerCount =
  sql<number>`(select count(*) from enquiry_offers o where o.enquiry_id = "enquiries"."id" and o.status <> 'rejected' and o.deleted = false)`.mapWith(
    Number,
  );

const subcompany = alias(companies, 'subcompany');
const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');

async function guestsOf(
  orm: Orm,
  ids: string[],
): Promise<Map<string, { id: string; name: string; email: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await orm
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      email: clients.email,
    })
    .from(clients)
    .where(inArray(clients.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
    ]),
  );
}

const named = (id: string | null, name: string | null) =>
  id !== null && name !== null ? { id, name } : null;
const staff = (id: string | null, fullName: string | null) =>
  id !== null && fullName !== null ? { id, fullName } : null;

function budgetOf(row: EnquiryRow): EnquiryView['budget'] {
  if (row.budgetAmount === null || row.budgetCurrency === null || row.budgetBasis === null) {
    return null;
  }
  return {
    amount: { amount: row.budgetAmount, currency: row.budgetCurrency },
    basis: row.budgetBasis,
    approvedBy: row.budgetApprovedBy ?? '',
  };
}

function locationLabel(row: EnquiryRow): string {
  return row.locationCity || row.locationAddress.freeFormAddress || '';
}

/** The record page's enquiry, with what `role` may do next. */
export async function findEnquiryView(
  orm: Orm,
  id: string,
  role: Role,
  filesUrl = '/files',
): Promise<EnquiryView | undefined> {
  const [row] = await orm
    .select({
      enquiry: enquiries,
      companyName: companies.name,
      subcompanyName: subcompany.name,
      billingCompanyName: billingCompanies.legalName,
      agentName: agents.name,
      assigneeName: assignee.fullName,
      assigneeImage: assignee.imageKey,
      creatorName: creator.fullName,
      offerCount,
    })
    .from(enquiries)
    .leftJoin(companies, eq(companies.id, enquiries.companyId))
    .leftJoin(subcompany, eq(subcompany.id, enquiries.subcompanyId))
    .leftJoin(billingCompanies, eq(billingCompanies.id, enquiries.billingCompanyId))
    .leftJoin(agents, eq(agents.id, enquiries.agentId))
    .leftJoin(assignee, eq(assignee.id, enquiries.assigneeId))
    .leftJoin(creator, eq(creator.id, enquiries.createdBy))
    .where(eq(enquiries.id, id));
  if (!row) return undefined;
  const e = row.enquiry;
  const guests = await guestsOf(orm, e.guestIds);
  const assigned = staff(e.assigneeId, row.assigneeName);
  return {
    id: e.id,
    reference: e.reference,
    source: e.source,
    receivedAt: e.receivedAt.toISOString(),
    companyId: e.companyId,
    subcompanyId: e.subcompanyId,
    billingCompanyId: e.billingCompanyId,
    agentId: e.agentId,
    booker: e.booker,
    guestIds: e.guestIds,
    checkIn: e.checkIn,
    checkOut: e.checkOut,
    location: { address: e.locationAddress, radiusMiles: e.radiusMiles },
    adults: e.adults,
    children: e.children,
    pets: e.pets,
    minBedrooms: e.minBedrooms,
    propertyTypes: e.propertyTypes,
    parkingSpaces: e.parkingSpaces,
    accessibilityNeeds: e.accessibilityNeeds,
    budget: budgetOf(e),
    clientReference: e.clientReference,
    priority: e.priority,
    respondBy: e.respondBy?.toISOString() ?? null,
    notes: e.notes,
    status: e.status,
    assigneeId: e.assigneeId,
    lostReason: e.lostReason,
    bookingId: e.bookingId,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
    createdBy: staff(e.createdBy, row.creatorName),
    version: e.version,
    deleted: e.deleted,
    assignee: assigned && {
      ...assigned,
      imageUrl: row.assigneeImage ? `${filesUrl}/${row.assigneeImage}` : null,
    },
    company: named(e.companyId, row.companyName),
    subcompany: named(e.subcompanyId, row.subcompanyName),
    billingCompany: named(e.billingCompanyId, row.billingCompanyName),
    agent: named(e.agentId, row.agentName),
    guests: e.guestIds.flatMap((guestId) => {
      const guest = guests.get(guestId);
      return guest ? [guest] : [];
    }),
    propertyRequestId: e.propertyRequestId,
    offerCount: row.offerCount,
    nextStatuses: e.deleted ? [] : enquiryStatusChoices(e.status, role),
    canReset: !e.deleted && canResetEnquiry(e.status),
  };
}

/** List rows: the enquiry with its company, agent and assignee names (guests read after). */
async function fetchListItems(
  orm: Orm,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
) {
  const rows = await orm
    .select({
      enquiry: enquiries,
      companyName: companies.name,
      agentName: agents.name,
      assigneeName: assignee.fullName,
      offerCount,
    })
    .from(enquiries)
    .leftJoin(companies, eq(companies.id, enquiries.companyId))
    .leftJoin(agents, eq(agents.id, enquiries.agentId))
    .leftJoin(assignee, eq(assignee.id, enquiries.assigneeId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const guests = await guestsOf(
    orm,
    rows.flatMap((row) => row.enquiry.guestIds),
  );
  return rows.map(
    ({ enquiry: e, ...row }): EnquiryListItem => ({
      id: e.id,
      reference: e.reference,
      status: e.status,
      priority: e.priority,
      source: e.source,
      receivedAt: e.receivedAt.toISOString(),
      respondBy: e.respondBy?.toISOString() ?? null,
      checkIn: e.checkIn,
      checkOut: e.checkOut,
      company: named(e.companyId, row.companyName),
      agent: named(e.agentId, row.agentName),
      assignee: staff(e.assigneeId, row.assigneeName),
      guests: e.guestIds.flatMap((guestId) => {
        const guest = guests.get(guestId);
        return guest ? [{ id: guest.id, name: guest.name }] : [];
      }),
      location: locationLabel(e),
      adults: e.adults,
      children: e.children,
      budget: budgetOf(e),
      clientReference: e.clientReference,
      offerCount: row.offerCount,
      deleted: e.deleted,
      version: e.version,
    }),
  );
}

/** respond_by reads as 'infinity' when unset, so the key is never null (keyset reads compare it). */
const respondByKey = sql`coalesce(${enquiries.respondBy}, 'infinity'::timestamptz)`;

const SORT_KEYS = {
  receivedAt: [enquiries.receivedAt],
  respondBy: [respondByKey],
  checkIn: [enquiries.checkIn],
  reference: [enquiries.referenceNumber],
  priority: [enquiries.priorityRank, enquiries.receivedAt],
  updatedAt: [enquiries.updatedAt],
};

/** The condition of each tab (the domain's ENQUIRY_TAB_STATUSES, for the user `userId`). */
export function tabCondition(tab: EnquiryTab, userId: string): SQL {
  const live = eq(enquiries.deleted, false);
  if (tab === 'deleted') return eq(enquiries.deleted, true);
  if (tab === 'yourEnquiries') return and(live, eq(enquiries.assigneeId, userId)) ?? live;
  const statuses = ENQUIRY_TAB_STATUSES[tab];
  if (statuses === null) return live;
  const [only] = statuses;
  return (
    (statuses.length === 1 && only
      ? and(live, eq(enquiries.status, only))
      : and(live, inArray(enquiries.status, [...statuses]))) ?? live
  );
}

/** The start of `day` in `timeZone`, as an instant. */
const startOf = (day: string, timeZone: string) =>
  sql`(${day}::date::timestamp at time zone ${timeZone})`;

/**
 * The `due` filter: open enquiries whose respond-by time has passed (`overdue`) or passes before
 * the end of today (`today`). The expression is the one the respond-by indexes hold.
 */
export function dueCondition(due: EnquiryDueFilter, today: Today): SQL {
  const limit =
    due === 'overdue'
      ? sql`${today.now.toISOString()}::timestamptz`
      : startOf(addDays(today.day, 1), today.timeZone);
  return sql`${inArray(enquiries.status, [...OPEN_ENQUIRY_STATUSES])} and coalesce(${enquiries.respondBy}, 'infinity'::timestamptz) < ${limit}`;
}

/** The `receivedFrom` filter: received on `day` (in the configured time zone) or later. */
export function receivedFromCondition(day: string, today: Today): SQL {
  return sql`${enquiries.receivedAt} >= ${startOf(day, today.timeZone)}`;
}

/**
 * One page of the list for `user`: the tabs the role may see, each counted; a tab it may not see
 * is a 403. The default tab is the role's first. `today` is needed by the due and received
 * filters only.
 */
export function enquiryListSource(
  orm: Orm,
  query: EnquiryListQuery,
  user: { id: string; role: Role },
  today?: Today,
): ListSource<EnquiryTab, EnquiryListItem> {
  const visible = enquiryTabsFor(user.role);
  const tab = query.tab ?? visible[0];
  if (tab === undefined || !visible.includes(tab)) throw forbidden();
  const filters: (SQL | undefined)[] = [
    searchAny(query.search, [enquiries.searchText]),
    query.due === undefined || today === undefined ? undefined : dueCondition(query.due, today),
    query.receivedFrom === undefined || today === undefined
      ? undefined
      : receivedFromCondition(query.receivedFrom, today),
    query.status === undefined ? undefined : eq(enquiries.status, query.status),
    query.assigneeId === undefined ? undefined : eq(enquiries.assigneeId, query.assigneeId),
    query.companyId === undefined ? undefined : eq(enquiries.companyId, query.companyId),
    query.agentId === undefined ? undefined : eq(enquiries.agentId, query.agentId),
    query.guestId === undefined
      ? undefined
      : sql`${enquiries.guestIds} @> array[${query.guestId}::uuid]`,
    query.checkInFrom === undefined ? undefined : gte(enquiries.checkIn, query.checkInFrom),
    query.checkInTo === undefined ? undefined : lte(enquiries.checkIn, query.checkInTo),
    query.priority === undefined ? undefined : eq(enquiries.priority, query.priority),
  ];
  const tabs = Object.fromEntries(
    visible.map((value) => [value, tabCondition(value, user.id)]),
  ) as Record<EnquiryTab, SQL>;
  const order = listOrder(query.sort, SORT_KEYS, enquiries.id);
  return {
    orm,
    table: enquiries,
    filters,
    tabs,
    tab,
    order,
    fetch: (where, limit, offset) => fetchListItems(orm, where, order.by, limit, offset),
  };
}

export function listEnquiries(
  orm: Orm,
  query: EnquiryListQuery,
  user: { id: string; role: Role },
  today?: Today,
) {
  return listPage({ ...enquiryListSource(orm, query, user, today), page: query.page });
}

/** Open enquiries of a company whose stay overlaps [checkIn, checkOut) (open-ended: for ever). */
export async function findDuplicates(
  orm: Orm,
  query: {
    companyId?: string | undefined;
    checkIn?: string | undefined;
    checkOut?: string | undefined;
    excludeId?: string | undefined;
  },
) {
  const { companyId, checkIn } = query;
  if (companyId === undefined || checkIn === undefined) return [];
  const conditions = [
    eq(enquiries.deleted, false),
    eq(enquiries.companyId, companyId),
    inArray(enquiries.status, [...OPEN_ENQUIRY_STATUSES]),
    // Overlap: theirs starts before ours ends and ends after ours starts.
    query.checkOut === undefined ? undefined : sql`${enquiries.checkIn} < ${query.checkOut}::date`,
    sql`(${enquiries.checkOut} is null or ${enquiries.checkOut} > ${checkIn}::date)`,
    query.excludeId === undefined ? undefined : sql`${enquiries.id} <> ${query.excludeId}::uuid`,
  ];
  return fetchListItems(
    orm,
    and(...conditions),
    [asc(enquiries.checkIn), asc(enquiries.id)],
    20,
    0,
  );
}

/** Staff who may be assigned: live, active, approved accounts, by name. */
export function listAssignees(orm: Orm) {
  return orm
    .select({ id: users.id, fullName: users.fullName, role: users.role })
    .from(users)
    .where(and(eq(users.deleted, false), eq(users.isActive, true), eq(users.approval, 'approved')))
    .orderBy(sql`lower(${users.fullName})`, users.id)
    .limit(500);
}

export interface EnquiryEventInput {
  enquiryId: string;
  actorId: string | null;
  at: Date;
  kind: EnquiryActivityEntry['kind'];
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** One activity entry, in the caller's transaction. */
export async function writeEnquiryEvent(tx: Transaction, event: EnquiryEventInput): Promise<void> {
  await tx.orm.insert(enquiryEvents).values({
    enquiryId: event.enquiryId,
    actorId: event.actorId,
    at: event.at,
    kind: event.kind,
    summary: event.summary,
    before: event.before ?? null,
    after: event.after ?? null,
  });
}

/** The activity, newest first. */
export async function listActivity(orm: Orm, enquiryId: string): Promise<EnquiryActivityEntry[]> {
  const rows = await orm
    .select({ event: enquiryEvents, actorName: users.fullName })
    .from(enquiryEvents)
    .leftJoin(users, eq(users.id, enquiryEvents.actorId))
    .where(eq(enquiryEvents.enquiryId, enquiryId))
    .orderBy(desc(enquiryEvents.at), desc(enquiryEvents.seq))
    .limit(500);
  return rows.map(({ event, actorName }) => ({
    id: event.id,
    at: event.at.toISOString(),
    actor: staff(event.actorId, actorName),
    kind: event.kind,
    summary: event.summary,
    before: event.before,
    after: event.after,
  }));
}

export async function enquiryExists(orm: Orm, id: string): Promise<boolean> {
  const [row] = await orm.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, id));
  return row !== undefined;
}
