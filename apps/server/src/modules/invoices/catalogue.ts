import {
  type CatalogueItemCreate,
  type CatalogueItemListQuery,
  type CatalogueItemUpdate,
  type CatalogueItemView,
  catalogueItemCreateSchema,
  catalogueItemListQuerySchema,
  catalogueItemListSchema,
  catalogueItemUpdateSchema,
  catalogueItemViewSchema,
} from '@staydesk/domain';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Orm, Transaction } from '../../db/database.js';
import { listOrder, listPage, onlyRow, type RecordKind, searchAny } from '../../db/records.js';
import type { AppDeps } from '../../http/context.js';
import type { RouteSpec } from '../../http/route.js';
import { recordRoutes, recordService } from '../record-module.js';
import { catalogueItems, taxRates } from './table.js';
import { liveTaxRate } from './tax-rates.js';

/**
 * The item catalogue (/api/v1/invoice-items): what staff pick when they add a line by hand —
 * accommodation night, cleaning, parking… — with a default price and tax rate.
 */

type ItemRow = typeof catalogueItems.$inferSelect;
type ItemValues = Omit<
  typeof catalogueItems.$inferInsert,
  'id' | 'version' | 'deleted' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

export const catalogueItemKind: RecordKind<ItemRow, ItemValues> = {
  recordType: 'invoiceItem',
  label: 'Item',
  nameOf: (row) => row.name,
  lock: async (tx, id) =>
    (await tx.orm.select().from(catalogueItems).where(eq(catalogueItems.id, id)).for('update'))[0],
  insert: async (tx, values) =>
    onlyRow(await tx.orm.insert(catalogueItems).values(values).returning()),
  update: async (tx, id, set) =>
    onlyRow(
      await tx.orm.update(catalogueItems).set(set).where(eq(catalogueItems.id, id)).returning(),
    ),
  remove: async (tx, id) => {
    await tx.orm.delete(catalogueItems).where(eq(catalogueItems.id, id));
  },
};

const viewColumns = {
  ...getTableColumns(catalogueItems),
  taxRateName: taxRates.name,
  taxPercent: taxRates.percentage,
};
type ViewRow = ItemRow & { taxRateName: string | null; taxPercent: string | null };

function toView(row: ViewRow): CatalogueItemView {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    description: row.description,
    defaultPrice: { amount: row.defaultPrice, currency: row.currency },
    taxRateId: row.taxRateId,
    taxRateName: row.taxRateName,
    taxPercent: row.taxPercent,
    isActive: row.isActive,
    version: row.version,
    deleted: row.deleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
  };
}

function selectViews(orm: Orm) {
  return orm
    .select(viewColumns)
    .from(catalogueItems)
    .leftJoin(taxRates, eq(taxRates.id, catalogueItems.taxRateId));
}

export async function findCatalogueItemView(
  orm: Orm,
  id: string,
): Promise<CatalogueItemView | undefined> {
  const [row] = await selectViews(orm).where(eq(catalogueItems.id, id));
  return row && toView(row);
}

const SORT_KEYS = {
  name: [sql`lower(${catalogueItems.name})`],
  kind: [catalogueItems.kind],
  createdAt: [catalogueItems.createdAt],
  updatedAt: [catalogueItems.updatedAt],
};

export function listCatalogueItems(orm: Orm, query: CatalogueItemListQuery) {
  const live = eq(catalogueItems.deleted, false);
  const order = listOrder(query.sort, SORT_KEYS, catalogueItems.id);
  return listPage({
    orm,
    table: catalogueItems,
    filters: [searchAny(query.search, [catalogueItems.name])],
    tabs: {
      active: and(live, eq(catalogueItems.isActive, true)) ?? live,
      inactive: and(live, eq(catalogueItems.isActive, false)) ?? live,
      deleted: eq(catalogueItems.deleted, true),
    },
    tab: query.tab,
    page: query.page,
    order,
    fetch: async (where, limit, offset) =>
      (
        await selectViews(orm)
          .where(where)
          .orderBy(...order.by)
          .limit(limit)
          .offset(offset)
      ).map(toView),
  });
}

function itemValues(input: Partial<CatalogueItemCreate>): Partial<ItemValues> {
  const { defaultPrice, ...own } = input;
  return {
    ...own,
    ...(defaultPrice ? { defaultPrice: defaultPrice.amount, currency: defaultPrice.currency } : {}),
  };
}

async function checkTaxRate(tx: Transaction, input: { taxRateId?: string | null | undefined }) {
  if (input.taxRateId) await liveTaxRate(tx, input.taxRateId, 'taxRateId');
}

export function catalogueItemService(db: Database) {
  return recordService(db, {
    kind: catalogueItemKind,
    findView: findCatalogueItemView,
    toValues: (input: CatalogueItemCreate) => {
      const { defaultPrice, ...own } = input;
      return { ...own, defaultPrice: defaultPrice.amount, currency: defaultPrice.currency };
    },
    toChanges: (changes: Omit<CatalogueItemUpdate, 'version'>) => itemValues(changes),
    checkReferences: checkTaxRate,
  });
}

export function catalogueItemRoutes(deps: AppDeps): RouteSpec[] {
  return recordRoutes(deps, {
    base: '/api/v1/invoice-items',
    idParam: 'itemId',
    permission: 'INVOICES',
    writePermission: 'MANAGE_TAX_RATES_AND_ITEMS',
    tag: 'Invoice items',
    nouns: { one: 'item', many: 'items', record: 'item' },
    listDescription:
      '`search` matches the name; `tab` is active (default), inactive or deleted; `sort` is name, kind, createdAt or updatedAt, prefixed with - for descending.',
    schemas: {
      listQuery: catalogueItemListQuerySchema,
      list: catalogueItemListSchema,
      view: catalogueItemViewSchema,
      create: catalogueItemCreateSchema,
      update: catalogueItemUpdateSchema,
    },
    list: listCatalogueItems,
    service: catalogueItemService(deps.db),
  });
}
