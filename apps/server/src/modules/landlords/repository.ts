import {
  type LandlordCreate,
  type LandlordListQuery,
  type LandlordView,
  suggestTrafficLight,
  whatsappChatLink,
} from '@staydesk/domain';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import type { ListSource } from '../../db/list-export.js';
import { listOrder, listPage, onlyRow, type RecordKind, searchAny } from '../../db/records.js';
import { landlords } from './table.js';

export type LandlordRow = typeof landlords.$inferSelect;
export type LandlordValues = Omit<
  typeof landlords.$inferInsert,
  'id' | 'version' | 'deleted' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

export const landlordKind: RecordKind<LandlordRow, LandlordValues> = {
  recordType: 'landlord',
  label: 'Landlord',
  nameOf: (row) => row.name,
  lock: async (tx, id) =>
    (await tx.orm.select().from(landlords).where(eq(landlords.id, id)).for('update'))[0],
  insert: async (tx, values) => onlyRow(await tx.orm.insert(landlords).values(values).returning()),
  update: async (tx, id, set) =>
    onlyRow(await tx.orm.update(landlords).set(set).where(eq(landlords.id, id)).returning()),
  remove: async (tx, id) => {
    await tx.orm.delete(landlords).where(eq(landlords.id, id));
  },
};

/** Emails and phones on one line (and the phone's digits alone), for the list's search. */
export function contactText(
  emails: readonly { email: string }[],
  phones: readonly { phone: string }[],
): string {
  return [
    ...emails.map((row) => row.email),
    ...phones.flatMap((row) => [row.phone, row.phone.replace(/\D/g, '')]),
  ].join(' ');
}

/** The API's nested company and performance become the table's columns. */
export function landlordValues(input: LandlordCreate): LandlordValues {
  const { company, trafficLightSystem, performance, ...own } = input;
  return {
    ...own,
    contactText: contactText(input.emailAddresses, input.phoneNumbers),
    companyName: company.name,
    companyUrl: company.url,
    trafficLight: trafficLightSystem,
    responseRatePercent: performance.responseRatePercent,
    cancellations: performance.cancellations,
    complaints: performance.complaints,
  };
}

/** The changed fields of an edit; contact text follows the lists it is made of. */
export function landlordChanges(
  input: Partial<LandlordCreate>,
  before: LandlordRow,
): Partial<LandlordValues> {
  const { company, trafficLightSystem, performance, ...own } = input;
  const changes: Partial<LandlordValues> = { ...own };
  if (company) {
    changes.companyName = company.name;
    changes.companyUrl = company.url;
  }
  if (trafficLightSystem) changes.trafficLight = trafficLightSystem;
  if (performance) {
    changes.responseRatePercent = performance.responseRatePercent;
    changes.cancellations = performance.cancellations;
    changes.complaints = performance.complaints;
  }
  if (input.emailAddresses || input.phoneNumbers) {
    changes.contactText = contactText(
      input.emailAddresses ?? before.emailAddresses,
      input.phoneNumbers ?? before.phoneNumbers,
    );
  }
  return changes;
}

/** Live properties of the landlord: the index on (landlord_id, deleted) answers it. */
// Written with explicit table names: Drizzle leaves columns unqualified in a one-table select,
// where "id" inside the subquery would be the property's own.
const numberOfProperties =
  sql<number>`(select count(*) from properties p where p.landlord_id = "landlords"."id" and p.deleted = false)`
    .mapWith(Number)
    .as('number_of_properties');

const viewColumns = { ...getTableColumns(landlords), numberOfProperties };
type ViewRow = LandlordRow & { numberOfProperties: number };

export function toLandlordView(row: ViewRow, chatLinkUrl: string): LandlordView {
  const performance = {
    responseRatePercent: row.responseRatePercent,
    cancellations: row.cancellations,
    complaints: row.complaints,
  };
  const suggestion = suggestTrafficLight({
    ...performance,
    historicalBookings: row.historicalBookings,
  });
  return {
    id: row.id,
    name: row.name,
    emailAddresses: row.emailAddresses,
    phoneNumbers: row.phoneNumbers,
    company: { name: row.companyName, url: row.companyUrl },
    trafficLightSystem: row.trafficLight,
    historicalBookings: row.historicalBookings,
    joinedAt: row.joinedAt,
    externalProfiles: row.externalProfiles,
    settings: row.settings,
    performance,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    version: row.version,
    deleted: row.deleted,
    numberOfProperties: row.numberOfProperties,
    suggestedTrafficLight: suggestion.light,
    suggestionReasons: suggestion.reasons,
    whatsappLinks: row.phoneNumbers.flatMap((phone) => {
      const url = phone.isWhatsapp ? whatsappChatLink(chatLinkUrl, phone.phone) : null;
      return url ? [{ phone: phone.phone, url }] : [];
    }),
  };
}

export async function findLandlordView(
  orm: Orm,
  id: string,
  chatLinkUrl: string,
): Promise<LandlordView | undefined> {
  const [row] = await orm.select(viewColumns).from(landlords).where(eq(landlords.id, id));
  return row && toLandlordView(row, chatLinkUrl);
}

const SORT_KEYS = {
  name: [sql`lower(${landlords.name})`],
  historicalBookings: [landlords.historicalBookings],
  joinedAt: [landlords.joinedAt],
  createdAt: [landlords.createdAt],
  updatedAt: [landlords.updatedAt],
};

/** The landlords list's query (its page aside): read by its page and by its CSV export. */
export function landlordListSource(
  orm: Orm,
  query: LandlordListQuery,
  chatLinkUrl: string,
): ListSource<LandlordListQuery['tab'], LandlordView> {
  const filters: (SQL | undefined)[] = [
    searchAny(query.search, [landlords.name, landlords.companyName, landlords.contactText]),
    query.trafficLight === undefined ? undefined : eq(landlords.trafficLight, query.trafficLight),
  ];
  const order = listOrder(query.sort, SORT_KEYS, landlords.id);
  return {
    orm,
    table: landlords,
    filters,
    tabs: { active: eq(landlords.deleted, false), deleted: eq(landlords.deleted, true) },
    tab: query.tab,
    order,
    fetch: async (where, limit, offset) =>
      (
        await orm
          .select(viewColumns)
          .from(landlords)
          .where(and(where))
          .orderBy(...order.by)
          .limit(limit)
          .offset(offset)
      ).map((row) => toLandlordView(row, chatLinkUrl)),
  };
}

export function listLandlords(orm: Orm, query: LandlordListQuery, chatLinkUrl: string) {
  return listPage({ ...landlordListSource(orm, query, chatLinkUrl), page: query.page });
}
