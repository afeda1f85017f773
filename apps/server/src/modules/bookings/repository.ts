import {
  ATTENTION_REASONS,
  type AttentionFacts,
  type AttentionReason,
  addDays,
  addMoney,
  attentionReasonsAt,
  BOOKING_TABS,
  type BookingListItem,
  type BookingListQuery,
  type BookingView,
  can,
  isUrgentAt,
  type Money,
  marginPercent,
  money,
  multiplyMoney,
  nextBookingStatuses,
  nightsBetween,
  type Role,
  stayStateAt,
  subtractMoney,
  visibleTabs,
} from '@staydesk/domain';
import { and, eq, getTableColumns, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import { listOrder, listPage, onlyRow, type RecordKind, searchAny } from '../../db/records.js';
import { forbidden } from '../../lib/errors.js';
import type { Today } from '../settings/today.js';
import { bookings } from './table.js';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingValues = Omit<
  typeof bookings.$inferInsert,
  'id' | 'version' | 'deleted' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

export const bookingKind: RecordKind<BookingRow, BookingValues> = {
  recordType: 'booking',
  label: 'Booking',
  nameOf: (row) => row.reference,
  lock: async (tx, id) =>
    (await tx.orm.select().from(bookings).where(eq(bookings.id, id)).for('update'))[0],
  insert: async (tx, values) => onlyRow(await tx.orm.insert(bookings).values(values).returning()),
  update: async (tx, id, set) =>
    onlyRow(await tx.orm.update(bookings).set(set).where(eq(bookings.id, id)).returning()),
  remove: async (tx, id) => {
    await tx.orm.delete(bookings).where(eq(bookings.id, id));
  },
};

/** What the attention rules read of a row. */
export function factsOf(row: BookingRow): AttentionFacts {
  return {
    status: row.status,
    deleted: row.deleted,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    originalCheckOut: row.originalCheckOut,
    landlordConfirmedAt: row.landlordConfirmedAt?.toISOString() ?? null,
    extensionDecision: row.extensionDecision,
    depositAmount: row.depositAmount,
    depositReturnedAt: row.depositReturnedAt?.toISOString() ?? null,
    issue: row.issue,
    issueFlaggedAt: row.issueFlaggedAt?.toISOString() ?? null,
  };
}

/** The stay's money: the first nights at the booking's rates, each extension at its own. */
export function moneyOf(row: BookingRow) {
  const price = money(row.sellingPricePerNight, row.currency);
  const cost = money(row.costPerNight, row.currency);
  const firstNights = String(nightsBetween(row.checkIn, row.originalCheckOut));
  let sellingPrice = multiplyMoney(price, firstNights);
  let totalCost = multiplyMoney(cost, firstNights);
  for (const extension of row.extensions) {
    const nights = String(nightsBetween(extension.from, extension.to));
    sellingPrice = addMoney(sellingPrice, multiplyMoney(extension.sellingPricePerNight, nights));
    totalCost = addMoney(totalCost, multiplyMoney(extension.costPerNight, nights));
  }
  return {
    nights: nightsBetween(row.checkIn, row.checkOut),
    marginPerNight: subtractMoney(price, cost),
    sellingPrice,
    cost: totalCost,
    margin: subtractMoney(sellingPrice, totalCost),
    marginPercent: marginPercent(totalCost, sellingPrice),
  };
}

function reasonWords(reasons: readonly string[]): string | null {
  const words = reasons.map(
    (reason) => ATTENTION_REASONS.find((item) => item.value === reason)?.label ?? reason,
  );
  return words.length > 0 ? words.join(', ') : null;
}

// Names of linked records, as scalar subqueries (29 rows a page, each an index probe).
const ref = (table: string, name: string, column: SQL) =>
  sql<{
    id: string;
    name: string;
  } | null>`(select json_build_object('id', t.id, 'name', ${sql.raw(name)}) from ${sql.raw(table)} t where t.id = ${column})`;
const propertyRef = ref('properties', 't.title', sql`"bookings"."property_id"`);
const landlordRef = ref('landlords', 't.name', sql`"bookings"."landlord_id"`);
const companyRef = ref('companies', 't.name', sql`"bookings"."company_id"`);
const billingRef = ref('billing_companies', 't.legal_name', sql`"bookings"."billing_company_id"`);
const agentRef = ref('agents', 't.name', sql`"bookings"."agent_id"`);
const managerRef = ref('users', 't.full_name', sql`"bookings"."account_manager_id"`);
const guestRefs = sql<
  { id: string; name: string }[]
>`coalesce((select json_agg(json_build_object('id', g.id, 'name', trim(g.first_name || ' ' || g.last_name)) order by g.last_name, g.id) from clients g where g.id = any ("bookings"."guest_ids")), '[]'::json)`;

const listColumns = {
  ...getTableColumns(bookings),
  property: propertyRef.as('property_ref'),
  landlord: landlordRef.as('landlord_ref'),
  company: companyRef.as('company_ref'),
  accountManager: managerRef.as('manager_ref'),
  guests: guestRefs.as('guest_refs'),
};
const viewColumns = {
  ...listColumns,
  billingCompany: billingRef.as('billing_ref'),
  agent: agentRef.as('agent_ref'),
  confirmedByName: sql<
    string | null
  >`(select u.full_name from users u where u.id = "bookings"."landlord_confirmed_by")`.as(
    'confirmed_by_name',
  ),
  enquiryReference: sql<
    string | null
  >`(select e.reference from enquiries e where e.id = "bookings"."enquiry_id")`.as(
    'enquiry_reference',
  ),
};
type ListRow = BookingRow & {
  property: { id: string; name: string } | null;
  landlord: { id: string; name: string } | null;
  company: { id: string; name: string } | null;
  accountManager: { id: string; name: string } | null;
  guests: { id: string; name: string }[];
};
type ViewRow = ListRow & {
  billingCompany: { id: string; name: string } | null;
  agent: { id: string; name: string } | null;
  confirmedByName: string | null;
  enquiryReference: string | null;
};

function stateOf(row: BookingRow, today: Today) {
  const facts = factsOf(row);
  const reasons = attentionReasonsAt(facts, today.now, today.timeZone);
  return {
    stayState: stayStateAt(facts, today.now, today.timeZone),
    attentionReasons: reasons,
    attentionReason: reasonWords(reasons),
    urgent: isUrgentAt(facts, today.now, today.timeZone),
  };
}

const moneyText = (amount: string, currency: string): Money => money(amount, currency);

export function toListItem(row: ListRow, today: Today): BookingListItem {
  const { stayState, attentionReasons, urgent } = stateOf(row, today);
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    stayState,
    attentionReasons,
    urgent,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    originalCheckOut: row.originalCheckOut,
    property: row.property ?? { id: row.propertyId, name: '' },
    landlord: row.landlord,
    company: row.company,
    accountManager: row.accountManager,
    guests: row.guests,
    landlordConfirmedAt: row.landlordConfirmedAt?.toISOString() ?? null,
    sellingPricePerNight: moneyText(row.sellingPricePerNight, row.currency),
    deleted: row.deleted,
    version: row.version,
  };
}

export function toBookingView(row: ViewRow, today: Today): BookingView {
  return {
    id: row.id,
    reference: row.reference,
    enquiryId: row.enquiryId,
    offerId: row.offerId,
    propertyId: row.propertyId,
    landlordId: row.landlordId ?? '',
    companyId: row.companyId,
    billingCompanyId: row.billingCompanyId,
    guestIds: row.guestIds,
    agentId: row.agentId,
    accountManagerId: row.accountManagerId,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    originalCheckOut: row.originalCheckOut,
    extensions: row.extensions,
    extensionDecision: row.extensionDecision,
    sellingPricePerNight: moneyText(row.sellingPricePerNight, row.currency),
    costPerNight: moneyText(row.costPerNight, row.currency),
    ...moneyOf(row),
    deposit: {
      amount: moneyText(row.depositAmount, row.currency),
      returned: row.depositReturnedAt !== null,
    },
    depositReturnedAt: row.depositReturnedAt?.toISOString() ?? null,
    purchaseOrder: row.purchaseOrder,
    landlordConfirmedAt: row.landlordConfirmedAt?.toISOString() ?? null,
    landlordConfirmedBy: row.landlordConfirmedBy,
    landlordConfirmedByName: row.confirmedByName,
    notes: row.notes,
    issue: row.issue,
    issueFlaggedAt: row.issueFlaggedAt?.toISOString() ?? null,
    status: row.status,
    ...stateOf(row, today),
    statusTargets: [...nextBookingStatuses(row, today.day)],
    property: row.property ?? { id: row.propertyId, name: '' },
    landlord: row.landlord,
    company: row.company,
    billingCompany: row.billingCompany,
    agent: row.agent,
    accountManager: row.accountManager,
    guests: row.guests,
    enquiryReference: row.enquiryReference,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    version: row.version,
    deleted: row.deleted,
  };
}

export async function findBookingView(
  orm: Orm,
  id: string,
  today: Today,
): Promise<BookingView | undefined> {
  const [row] = await orm.select(viewColumns).from(bookings).where(eq(bookings.id, id));
  return row && toBookingView(row as ViewRow, today);
}

export type BookingListTab = NonNullable<BookingListQuery['tab']>;

/** The tabs `role` may see: spec §6's booking tabs, and deleted for who may delete for good. */
export function bookingTabsFor(role: Role | null | undefined): BookingListTab[] {
  const tabs: BookingListTab[] = visibleTabs(role, BOOKING_TABS).map((tab) => tab.value);
  if (can(role, 'DELETE_BOOKING_PERMANENTLY')) tabs.push('deleted');
  return tabs;
}

const unconfirmed = sql`${bookings.landlordConfirmedAt} is null`;
const undecided = sql`${bookings.extensionDecision} = 'undecided'`;
const depositOut = sql`${bookings.depositAmount} > 0 and ${bookings.depositReturnedAt} is null`;
const flagged = sql`${bookings.issue} <> ''`;

/**
 * Each reason a booked stay needs attention, as a condition relative to `today` (the domain's
 * attention rules, stays.ts): the NEEDS_ATTENTION tab is any of them, home shows each one's count.
 */
export function attentionConditions(today: string): Record<AttentionReason, SQL> {
  const day = (offset: number) => sql`${addDays(today, offset)}::date`;
  const t = day(0);
  return {
    landlordUnconfirmed: sql`(${unconfirmed} and ${bookings.checkIn} between ${t} and ${day(2)})`,
    extensionDecisionDue: sql`(${undecided} and ${bookings.checkOut} between ${t} and ${day(3)})`,
    depositNotReturned: sql`(${depositOut} and ${bookings.checkOut} <= ${day(-14)})`,
    flaggedIssue: sql`(${flagged})`,
  };
}

/**
 * Each tab as a condition on the dates relative to `today` (a day in the configured time zone):
 * no nightly job, the tabs move at local midnight. Mirrors the domain's stay rules (stays.ts).
 */
export function tabConditions(today: string, timeZone: string, userId: string) {
  const day = (offset: number) => sql`${addDays(today, offset)}::date`;
  const t = day(0);
  const live = sql`${bookings.deleted} = false`;
  const booked = sql`${live} and ${bookings.status} = 'booked'`;
  const attention = sql.join(Object.values(attentionConditions(today)), sql` or `);
  // Needing attention for more than a day: each rule's first day is yesterday or before.
  const attentionOld = sql`(${undecided} and ${bookings.checkOut} between ${t} and ${day(2)})
    or (${depositOut} and ${bookings.checkOut} <= ${day(-15)})
    or (${flagged} and (${bookings.issueFlaggedAt} at time zone ${timeZone})::date <= ${day(-1)})`;
  const moving = sql`(${bookings.checkIn} between ${t} and ${day(1)} or ${bookings.checkOut} between ${t} and ${day(1)})`;
  const conditions: Record<BookingListTab, SQL> = {
    overview: live,
    yourBookings: sql`${live} and (${bookings.accountManagerId} = ${userId}::uuid or ${bookings.createdBy} = ${userId}::uuid)`,
    urgent: sql`${booked} and ((${moving} and ${unconfirmed}) or ${attentionOld})`,
    needsAttention: sql`${booked} and (${attention})`,
    checkIn: sql`${booked} and ${bookings.checkIn} = ${t}`,
    active: sql`${booked} and ${bookings.checkIn} < ${t} and ${bookings.checkOut} > ${t}`,
    checkOut: sql`${booked} and ${bookings.checkOut} = ${t}`,
    extended: sql`${booked} and ${bookings.checkOut} > ${bookings.originalCheckOut} and ${bookings.checkOut} >= ${t}`,
    completed: sql`${live} and (${bookings.status} = 'complete' or (${bookings.status} = 'booked' and ${bookings.checkOut} < ${t}))`,
    deleted: sql`${bookings.deleted} = true`,
  };
  return conditions;
}

/** Booked stays arriving on `day` (the CHECK_IN tab on another day). */
export const arrivingOn = (day: string) =>
  sql`${bookings.status} = 'booked' and ${bookings.checkIn} = ${day}::date`;
/** Booked stays leaving on `day` (the CHECK_OUT tab on another day). */
export const leavingOn = (day: string) =>
  sql`${bookings.status} = 'booked' and ${bookings.checkOut} = ${day}::date`;
/** Bookings made on `day` (in `timeZone`) or later. */
export const createdFrom = (day: string, timeZone: string) =>
  sql`${bookings.createdAt} >= (${day}::date::timestamp at time zone ${timeZone})`;

const SORT_KEYS = {
  checkIn: [bookings.checkIn],
  checkOut: [bookings.checkOut],
  reference: [bookings.reference],
  createdAt: [bookings.createdAt],
  updatedAt: [bookings.updatedAt],
};

/** One page of the list for `user`, every visible tab counted; a tab it may not see is a 403. */
export function listBookings(
  orm: Orm,
  query: BookingListQuery,
  user: { id: string; role: Role },
  today: Today,
) {
  const visible = bookingTabsFor(user.role);
  const tab = query.tab ?? visible[0];
  if (tab === undefined || !visible.includes(tab)) throw forbidden();
  const all = tabConditions(today.day, today.timeZone, user.id);
  const tabs = Object.fromEntries(visible.map((value) => [value, all[value]])) as Record<
    BookingListTab,
    SQL
  >;
  const filters: (SQL | undefined)[] = [
    searchAny(query.search, [bookings.searchText]),
    query.companyId === undefined ? undefined : eq(bookings.companyId, query.companyId),
    query.propertyId === undefined ? undefined : eq(bookings.propertyId, query.propertyId),
    query.landlordId === undefined ? undefined : eq(bookings.landlordId, query.landlordId),
    // The guest page's bookings: the guest among the booking's guests (GIN index of 0017).
    query.guestId === undefined
      ? undefined
      : sql`${bookings.guestIds} @> array[${query.guestId}::uuid]`,
    query.accountManagerId === undefined
      ? undefined
      : eq(bookings.accountManagerId, query.accountManagerId),
    // Stays overlapping [from, to] (days inclusive).
    query.to === undefined ? undefined : lte(bookings.checkIn, query.to),
    query.from === undefined ? undefined : gte(bookings.checkOut, query.from),
    query.arrivingOn === undefined ? undefined : arrivingOn(query.arrivingOn),
    query.leavingOn === undefined ? undefined : leavingOn(query.leavingOn),
    query.createdFrom === undefined ? undefined : createdFrom(query.createdFrom, today.timeZone),
  ];
  const order = listOrder(query.sort, SORT_KEYS, bookings.id);
  return listPage({
    orm,
    table: bookings,
    filters,
    tabs,
    tab,
    page: query.page,
    order,
    fetch: async (where, limit, offset) =>
      (
        await orm
          .select(listColumns)
          .from(bookings)
          .where(and(where))
          .orderBy(...order.by)
          .limit(limit)
          .offset(offset)
      ).map((row) => toListItem(row as ListRow, today)),
  });
}
