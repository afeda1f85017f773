import {
  apiMessage,
  COST_FIELDS,
  type CostField,
  can,
  isAvailabilityStale,
  LANDLORD_REQUIRED_MESSAGE,
  moneySchema,
  type PropertyCosts,
  type PropertyCreate,
  type PropertyUpdate,
  percentageSchema,
  type Role,
  rangesOverlap,
  STALE_AVAILABILITY_DAYS,
  type StockSettings,
  type Supply,
  type SupplyUpdate,
} from '@staydesk/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Orm, Queryable, Transaction } from '../../db/database.js';
import { updateRecord, type WriteContext } from '../../db/records.js';
import { users } from '../../db/schema.js';
import { type Coded, invalid, notFound, refusal, staleVersion } from '../../lib/errors.js';
import { writeAudit } from '../../services/audit.js';
import { landlords } from '../landlords/table.js';
import { type RecordWrite, recordService } from '../record-module.js';
import {
  findPropertyView,
  type PropertyRow,
  propertyChanges,
  propertyKind,
  propertyValues,
  type ViewContext,
} from './repository.js';
import { properties, propertyPriceChanges, propertySupply, storedSettings } from './table.js';

const SETTINGS_KEY = 'stock';

interface SettingsRow {
  value: { availabilityFreshnessDays?: unknown };
  version: number;
}

/** How many days confirmed availability stays fresh (the stock settings; 14 by default). */
export async function readStockSettings(db: Queryable): Promise<StockSettings> {
  const result = await db.query<SettingsRow>('select value, version from settings where key = $1', [
    SETTINGS_KEY,
  ]);
  const row = result.rows[0];
  const days = row?.value.availabilityFreshnessDays;
  return {
    availabilityFreshnessDays:
      typeof days === 'number' && Number.isInteger(days) && days >= 1
        ? days
        : STALE_AVAILABILITY_DAYS,
    version: row?.version ?? 1,
  };
}

export function saveStockSettings(
  db: Database,
  input: StockSettings,
  context: WriteContext,
): Promise<StockSettings> {
  return db.transaction(async (tx) => {
    const current = await tx.query<SettingsRow>(
      'select value, version from settings where key = $1 for update',
      [SETTINGS_KEY],
    );
    const before = await readStockSettings(tx);
    if ((current.rows[0]?.version ?? 1) !== input.version) throw staleVersion('Stock settings');
    const version = input.version + 1;
    await tx.query(
      `insert into settings (key, value, version, updated_at, created_by) values ($1, $2, $3, $4, $5)
       on conflict (key) do update set value = excluded.value, version = excluded.version, updated_at = excluded.updated_at`,
      [
        SETTINGS_KEY,
        JSON.stringify({ availabilityFreshnessDays: input.availabilityFreshnessDays }),
        version,
        context.at,
        context.actor.id,
      ],
    );
    await writeAudit(tx, {
      actorId: context.actor.id,
      action: 'update',
      recordType: 'settings',
      recordId: SETTINGS_KEY,
      recordName: 'Stock settings',
      changes: {
        availabilityFreshnessDays: {
          from: before.availabilityFreshnessDays,
          to: input.availabilityFreshnessDays,
        },
      },
      at: context.at,
    });
    return { availabilityFreshnessDays: input.availabilityFreshnessDays, version };
  });
}

/** The view context of a request: its clock and the freshness setting. */
export async function viewContext(db: Queryable, now: Date): Promise<ViewContext> {
  return { now, freshnessDays: (await readStockSettings(db)).availabilityFreshnessDays };
}

/** A cost field's value as a decimal string (money's amount, the margin's percentage). */
function costValue(costs: PropertyCosts, field: CostField): string {
  return field === 'margin' ? costs.margin : costs[field].amount;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Records every cost field that differs between two cost sets, effective from `effectiveFrom`. */
export async function recordPriceChanges(
  tx: Transaction,
  propertyId: string,
  before: PropertyCosts | null,
  after: PropertyCosts,
  context: WriteContext,
  effectiveFrom: Record<string, string> = {},
): Promise<void> {
  const rows = COST_FIELDS.flatMap(({ value: field }) => {
    const from = before ? costValue(before, field) : null;
    const to = costValue(after, field);
    if (from !== null && Number(from) === Number(to)) return [];
    return [
      {
        propertyId,
        field,
        fromValue: from,
        toValue: to,
        currency: field === 'margin' ? null : after[field].currency,
        effectiveFrom: effectiveFrom[field] ?? dayOf(context.at),
        changedBy: context.actor.id,
        changedAt: context.at,
      },
    ];
  });
  if (rows.length > 0) await tx.orm.insert(propertyPriceChanges).values(rows);
}

/** A property needs a landlord unless it is temporary (checked before the row is written). */
function requireLandlord(landlordId: string | null, isTemporary: boolean): void {
  if (landlordId === null && !isTemporary) {
    throw invalid({ landlordId: LANDLORD_REQUIRED_MESSAGE });
  }
}

/** The landlord a write names must exist and be live. */
async function checkLandlordReference(
  tx: Transaction,
  input: { landlordId?: string | null | undefined },
): Promise<void> {
  if (input.landlordId === undefined || input.landlordId === null) return;
  const [landlord] = await tx.orm
    .select({ id: landlords.id })
    .from(landlords)
    .where(and(eq(landlords.id, input.landlordId), eq(landlords.deleted, false)));
  if (!landlord) throw invalid({ landlordId: apiMessage('noSuch', { what: 'landlord' }) });
}

/** The rules on a whole property after a write, and its price history. */
export async function afterPropertyWrite(
  tx: Transaction,
  { before, after, context }: RecordWrite<PropertyRow>,
): Promise<void> {
  const currencies = new Set(
    COST_FIELDS.flatMap(({ value }) => (value === 'margin' ? [] : [after.costs[value].currency])),
  );
  if (currencies.size > 1) throw invalid({ costs: apiMessage('costsOneCurrency') });
  if (before === null || JSON.stringify(before.costs) !== JSON.stringify(after.costs)) {
    await recordPriceChanges(tx, after.id, before?.costs ?? null, after.costs, context);
  }
}

export function propertyService(db: Database, clock: { now(): Date }) {
  return recordService(db, {
    kind: propertyKind,
    findView: async (orm, id) =>
      findPropertyView(orm, id, { now: clock.now(), freshnessDays: await freshnessOf(orm) }),
    toValues: (input: PropertyCreate) => {
      requireLandlord(input.landlordId, input.isTemporary);
      return propertyValues(input);
    },
    toChanges: (changes: Omit<PropertyUpdate, 'version'>, before: PropertyRow) => {
      requireLandlord(
        changes.landlordId === undefined ? before.landlordId : changes.landlordId,
        changes.isTemporary ?? before.isTemporary,
      );
      return propertyChanges(changes);
    },
    checkReferences: checkLandlordReference,
    afterWrite: afterPropertyWrite,
  });
}

/** The view context of a list read (an Orm inside the list's read). */
export async function viewContextOf(orm: Orm, now: Date): Promise<ViewContext> {
  return { now, freshnessDays: await freshnessOf(orm) };
}

/** The freshness setting read through Drizzle (the view is read with an Orm, not a Queryable). */
async function freshnessOf(orm: Orm): Promise<number> {
  const [row] = await orm
    .select({ value: storedSettings.value })
    .from(storedSettings)
    .where(eq(storedSettings.key, SETTINGS_KEY));
  const days = row?.value.availabilityFreshnessDays;
  return typeof days === 'number' && Number.isInteger(days) && days >= 1
    ? days
    : STALE_AVAILABILITY_DAYS;
}

// Supply and price.

/**
 * The property's supply as `role` may see it: the price history (who changed the landlord's
 * costs from what to what) only for COST_AUDIT_TRAIL holders.
 */
export async function readSupply(
  orm: Orm,
  propertyId: string,
  context: ViewContext,
  role: Role,
): Promise<Supply> {
  const seesCosts = can(role, 'COST_AUDIT_TRAIL');
  const [property] = await orm
    .select({
      version: properties.version,
      confirmedAt: properties.availabilityConfirmedAt,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!property) throw notFound('Property');
  const ranges = await orm
    .select({
      id: propertySupply.id,
      from: propertySupply.fromDate,
      to: propertySupply.toDate,
      state: propertySupply.state,
      note: propertySupply.note,
      createdBy: propertySupply.createdBy,
      createdByName: users.fullName,
      createdAt: propertySupply.createdAt,
    })
    .from(propertySupply)
    .leftJoin(users, eq(users.id, propertySupply.createdBy))
    .where(eq(propertySupply.propertyId, propertyId))
    .orderBy(asc(propertySupply.fromDate), asc(propertySupply.id));
  const prices = !seesCosts
    ? []
    : await orm
        .select({
          id: propertyPriceChanges.id,
          field: propertyPriceChanges.field,
          from: propertyPriceChanges.fromValue,
          to: propertyPriceChanges.toValue,
          currency: propertyPriceChanges.currency,
          effectiveFrom: propertyPriceChanges.effectiveFrom,
          changedBy: propertyPriceChanges.changedBy,
          changedByName: users.fullName,
          changedAt: propertyPriceChanges.changedAt,
        })
        .from(propertyPriceChanges)
        .leftJoin(users, eq(users.id, propertyPriceChanges.changedBy))
        .where(eq(propertyPriceChanges.propertyId, propertyId))
        .orderBy(asc(propertyPriceChanges.changedAt), asc(propertyPriceChanges.id));
  // Changes made together share their instant: they read in the order of the cost fields.
  const fieldOrder = (field: string) => COST_FIELDS.findIndex((option) => option.value === field);
  prices.sort(
    (a, b) =>
      a.changedAt.getTime() - b.changedAt.getTime() || fieldOrder(a.field) - fieldOrder(b.field),
  );
  return {
    ranges: ranges.map((range) => ({ ...range, createdAt: range.createdAt.toISOString() })),
    priceChanges: prices.map((change) => ({
      ...change,
      field: COST_FIELDS.find((option) => option.value === change.field)?.value ?? 'nightlyRate',
      changedAt: change.changedAt.toISOString(),
    })),
    costsHidden: !seesCosts,
    lastConfirmedAt: property.confirmedAt?.toISOString() ?? null,
    isStale: isAvailabilityStale(property.confirmedAt, context.now, context.freshnessDays),
    version: property.version,
  };
}

/** The costs after the asked price changes; each amount checked for its kind of field. */
function costsAfter(costs: PropertyCosts, update: SupplyUpdate): PropertyCosts {
  const next: PropertyCosts = { ...costs };
  const fields: Record<string, Coded> = {};
  update.prices.forEach((change, index) => {
    const path = `prices.${index}.amount`;
    if (change.field === 'margin') {
      const margin = percentageSchema.safeParse(change.amount);
      if (!margin.success) throw invalid({ [path]: apiMessage('percentageInvalid') });
      next.margin = margin.data;
      return;
    }
    const amount = moneySchema.safeParse({
      amount: change.amount,
      currency: costs[change.field].currency,
    });
    if (!amount.success || change.amount.startsWith('-')) {
      fields[path] = apiMessage('amountInvalid');
      return;
    }
    next[change.field] = {
      amount: Number(amount.data.amount).toFixed(2),
      currency: amount.data.currency,
    };
  });
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return next;
}

/** Rewrites the property's taken nights (`busy`, 0012) from its blocked and booked ranges. */
export async function refreshBusy(tx: Transaction, propertyId: string): Promise<void> {
  await tx.query(
    `update properties set busy = coalesce(
       (select range_agg(daterange(from_date, to_date)) from property_supply
         where property_id = $1 and state <> 'available'), '{}')
     where id = $1`,
    [propertyId],
  );
}

/**
 * Applies a supply update in one transaction: the property's version is checked and bumped,
 * removed ranges go, new ranges must not overlap each other or the ranges kept (409 naming the
 * dates), price changes are recorded with who and when, and a confirmation stamps the date.
 */
export async function updateSupply(
  db: Database,
  propertyId: string,
  update: SupplyUpdate,
  context: WriteContext,
): Promise<void> {
  await db.transaction((tx) => applySupplyUpdate(tx, propertyId, update, context));
}

/**
 * `updateSupply` inside the caller's transaction: the one place of the supply and price rules,
 * also used by the tracker when an entry's after values are applied to the property.
 */
export async function applySupplyUpdate(
  tx: Transaction,
  propertyId: string,
  update: SupplyUpdate,
  context: WriteContext,
): Promise<void> {
  const existing = await tx.orm
    .select()
    .from(propertySupply)
    .where(eq(propertySupply.propertyId, propertyId));
  const removing = new Set(update.remove);
  const unknown = update.remove.filter((id) => !existing.some((range) => range.id === id));
  if (unknown.length > 0) throw invalid({ remove: apiMessage('noSuchRange') });
  const kept = existing
    .filter((range) => !removing.has(range.id))
    .map((range) => ({ from: range.fromDate, to: range.toDate }));
  const added: { from: string; to: string }[] = [];
  for (const range of update.add) {
    const clash = [...kept, ...added].find((other) => rangesOverlap(range, other));
    if (clash) {
      throw refusal(
        409,
        apiMessage('rangeOverlap', {
          from: range.from,
          to: range.to,
          clashFrom: clash.from,
          clashTo: clash.to,
        }),
      );
    }
    added.push(range);
  }
  const effective: Record<string, string> = {};
  for (const change of update.prices) effective[change.field] = change.effectiveFrom;
  await updateRecord(
    tx,
    propertyKind,
    { id: propertyId, version: update.version, live: true },
    async (before) => {
      const changes: Partial<typeof properties.$inferInsert> = {};
      if (update.prices.length > 0) {
        const costs = costsAfter(before.costs, update);
        changes.costs = costs;
        changes.nightlyRate = costs.nightlyRate.amount;
        await recordPriceChanges(tx, propertyId, before.costs, costs, context, effective);
      }
      if (update.confirmedWithLandlord) changes.availabilityConfirmedAt = context.at;
      return changes;
    },
    context,
    { action: 'supply' },
  );
  if (removing.size > 0) {
    await tx.orm
      .delete(propertySupply)
      .where(
        and(eq(propertySupply.propertyId, propertyId), inArray(propertySupply.id, [...removing])),
      );
  }
  if (update.add.length > 0) {
    await tx.orm.insert(propertySupply).values(
      update.add.map((range) => ({
        propertyId,
        fromDate: range.from,
        toDate: range.to,
        state: range.state,
        note: range.note,
        createdBy: context.actor.id,
        createdAt: context.at,
      })),
    );
  }
  if (update.add.length > 0 || removing.size > 0) {
    await refreshBusy(tx, propertyId);
    await writeAudit(tx, {
      actorId: context.actor.id,
      action: 'supply',
      recordType: 'property',
      recordId: propertyId,
      changes: {
        ranges: {
          from: existing.map((r) => `${r.fromDate}..${r.toDate} ${r.state}`),
          to: [
            ...existing
              .filter((r) => !removing.has(r.id))
              .map((r) => `${r.fromDate}..${r.toDate} ${r.state}`),
            ...update.add.map((r) => `${r.from}..${r.to} ${r.state}`),
          ],
        },
      },
      at: context.at,
    });
  }
}
