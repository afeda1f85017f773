import {
  apiMessage,
  type Branding,
  EXTERNAL_COSTS,
  type GlobalSettings,
  multiplyMoney,
  offerNights,
  type PropertyCosts,
  type QuoteBrand,
  type QuoteSnapshot,
  type QuoteView,
  quoteAddress,
  quoteReference,
  quoteSnapshotSchema,
} from '@staydesk/domain';
import type { Database, Queryable } from '../../db/database.js';
import type { WriteContext } from '../../db/records.js';
import { notFound, refusal } from '../../lib/errors.js';
import { iso } from '../../lib/sql.js';
import { writeAudit } from '../../services/audit.js';
import { readSettings } from '../settings/settings.js';
import {
  type EnquiryFacts,
  lockEnquiry,
  readEnquiry,
  writeEnquiryEvent,
} from './offers-enquiry.js';
import { moneyOf, type OfferRow, readOfferRows, writeOfferEvent } from './offers-store.js';

/**
 * Quotes: the offered-out lines as they went to the client, stored with the enquiry (a snapshot,
 * so a later price change does not rewrite what was sent), read back as JSON for the printable
 * page and as a PDF (./quotes-pdf.ts). A quote never holds landlord details or costs.
 */

/** The look of a quote when the company has no branding of its own. */
export const DEFAULT_QUOTE_COLOURS = { primary: '#1F4E79', secondary: '#E8EEF5' } as const;

export interface CompanyRow {
  id?: string;
  name: string;
  branding: Branding | null;
  logo_key: string | null;
}

/** The brand a quote goes out under: global settings' brand and the company's own branding. */
export function quoteBrand(
  settings: GlobalSettings,
  brand: 'staydesk' | 'harbour',
  company: CompanyRow | null,
): QuoteBrand {
  const ours = settings.brands[brand];
  const branding = company?.branding ?? null;
  return {
    name: ours.name,
    phone: ours.phone,
    companyName: settings.companyName,
    clientDisplayName: company ? branding?.displayName || company.name : null,
    primaryColour: branding?.primaryColour ?? DEFAULT_QUOTE_COLOURS.primary,
    secondaryColour: branding?.secondaryColour ?? DEFAULT_QUOTE_COLOURS.secondary,
    website: branding?.website || null,
    // Kept as the file key in the snapshot; the view turns it into an address.
    logo: company?.logo_key ?? null,
  };
}

/** What a quote is made of, read by snapshotQuote (or in bulk by the demo seed). */
export interface QuoteSources {
  settings: GlobalSettings;
  brand: 'staydesk' | 'harbour';
  enquiry: EnquiryFacts;
  company: CompanyRow | null;
  guestNames: string[];
  /** The enquiry's lines; only those offered out are quoted. */
  rows: readonly OfferRow[];
}

/** The snapshot a quote stores: the offered-out lines (422 when there is none). */
export function buildQuoteSnapshot(sources: QuoteSources): QuoteSnapshot {
  const { enquiry, company } = sources;
  const nights = offerNights(enquiry.checkIn, enquiry.checkOut);
  const rows = sources.rows.filter((row) => row.status === 'offeredOut');
  if (rows.length === 0) throw refusal(422, apiMessage('noOfferedLines'));
  return quoteSnapshotSchema.parse({
    enquiryReference: enquiry.reference,
    brand: quoteBrand(sources.settings, sources.brand, company),
    client: {
      companyName: company?.name ?? null,
      clientReference: enquiry.clientReference,
      guests: sources.guestNames,
    },
    stay: {
      checkIn: enquiry.checkIn,
      checkOut: enquiry.checkOut,
      nights,
      adults: enquiry.adults,
      children: enquiry.children,
    },
    lines: rows.map((row) => {
      const price = moneyOf(row.price, row.currency);
      const costs: PropertyCosts = row.costs;
      return {
        offerId: row.id,
        propertyTitle: row.title,
        propertyType: row.type,
        bedrooms: row.bedroom_count,
        maxGuests: row.max_guests,
        address: quoteAddress(row.address),
        pricePerNight: price,
        nights,
        totalPrice: multiplyMoney(price, String(nights)),
        externalCosts: EXTERNAL_COSTS.flatMap(({ value, label }) => {
          const cost = costs[value];
          return cost && Number(cost.amount) > 0
            ? [{ kind: value, label, amount: moneyOf(cost.amount, cost.currency) }]
            : [];
        }),
        photo: row.images[0]?.key ?? null,
      };
    }),
  });
}

export const COMPANY_BRAND_SELECT = 'select id, name, branding, logo_key from companies';
export const GUEST_NAME_SELECT = `select id, trim(first_name || ' ' || last_name) as name from clients`;

/** The snapshot of the enquiry's offered-out lines now (422 when there is none). */
export async function snapshotQuote(
  db: Queryable,
  enquiry: EnquiryFacts,
  brand: 'staydesk' | 'harbour',
): Promise<QuoteSnapshot> {
  const settings = await readSettings(db);
  const company = enquiry.companyId
    ? ((await db.query<CompanyRow>(`${COMPANY_BRAND_SELECT} where id = $1`, [enquiry.companyId]))
        .rows[0] ?? null)
    : null;
  const guests = await db.query<{ id: string; name: string }>(
    `${GUEST_NAME_SELECT} where id = any($1::uuid[])`,
    [enquiry.guestIds],
  );
  const names = new Map(guests.rows.map((guest) => [guest.id, guest.name]));
  return buildQuoteSnapshot({
    settings,
    brand,
    enquiry,
    company,
    guestNames: enquiry.guestIds.flatMap((id) => names.get(id) ?? []),
    rows: await readOfferRows(db, enquiry.id),
  });
}

interface QuoteRow {
  id: string;
  enquiry_id: string;
  number: number;
  reference: string;
  snapshot: unknown;
  created_at: Date;
  created_by: string | null;
  full_name: string | null;
}

function viewOf(row: QuoteRow, filesBase: string): QuoteView {
  const snapshot = quoteSnapshotSchema.parse(row.snapshot);
  const url = (key: string | null) => (key ? `${filesBase}/${key}` : null);
  return {
    ...snapshot,
    brand: { ...snapshot.brand, logo: url(snapshot.brand.logo) },
    lines: snapshot.lines.map((line) => ({ ...line, photo: url(line.photo) })),
    id: row.id,
    enquiryId: row.enquiry_id,
    number: row.number,
    reference: row.reference,
    createdAt: iso(row.created_at) ?? '',
    createdBy: row.created_by ? { id: row.created_by, fullName: row.full_name ?? '' } : null,
  };
}

const QUOTE_SELECT = `select q.id, q.enquiry_id, q.number, q.reference, q.snapshot, q.created_at,
    q.created_by, u.full_name
  from enquiry_quotes q left join users u on u.id = q.created_by`;

/** Stores a quote of the enquiry's offered-out lines (422 when none is offered out). */
export function createQuote(
  db: Database,
  enquiryId: string,
  context: WriteContext,
  options: { brand: 'staydesk' | 'harbour'; filesBase: string },
): Promise<QuoteView> {
  return db.transaction(async (tx) => {
    const enquiry = await lockEnquiry(tx, enquiryId);
    const snapshot = await snapshotQuote(tx, enquiry, options.brand);
    const next = await tx.query<{ number: number }>(
      'select coalesce(max(number), 0)::int + 1 as number from enquiry_quotes where enquiry_id = $1',
      [enquiryId],
    );
    const number = next.rows[0]?.number ?? 1;
    const reference = quoteReference(enquiry.reference, number);
    const inserted = await tx.query<{ id: string }>(
      `insert into enquiry_quotes (enquiry_id, number, reference, snapshot, created_at, created_by)
       values ($1, $2, $3, $4::text::jsonb, $5, $6) returning id`,
      [enquiryId, number, reference, JSON.stringify(snapshot), context.at, context.actor.id],
    );
    const id = inserted.rows[0]?.id as string;
    for (const line of snapshot.lines) {
      await writeOfferEvent(tx, { id: line.offerId, enquiryId }, context, {
        kind: 'quoted',
        note: reference,
        after: { pricePerNight: line.pricePerNight, totalPrice: line.totalPrice },
      });
    }
    await writeEnquiryEvent(tx, enquiryId, context, {
      kind: 'offer',
      after: { quoteId: id, reference, lines: snapshot.lines.length },
      note: `Quote ${reference} sent with ${snapshot.lines.length} ${snapshot.lines.length === 1 ? 'property' : 'properties'}`,
    });
    await writeAudit(tx, {
      actorId: context.actor.id,
      action: 'create',
      recordType: 'enquiryQuote',
      recordId: id,
      recordName: reference,
      changes: { lines: { to: snapshot.lines.map((line) => line.offerId) } },
      at: context.at,
    });
    const row = await tx.query<QuoteRow>(`${QUOTE_SELECT} where q.id = $1`, [id]);
    return viewOf(row.rows[0] as QuoteRow, options.filesBase);
  });
}

export async function listQuotes(db: Database, enquiryId: string, filesBase: string) {
  await readEnquiry(db, enquiryId, { allowDeleted: true });
  const rows = await db.query<QuoteRow>(
    `${QUOTE_SELECT} where q.enquiry_id = $1 order by q.number desc`,
    [enquiryId],
  );
  return rows.rows.map((row) => {
    const view = viewOf(row, filesBase);
    return {
      id: view.id,
      enquiryId: view.enquiryId,
      number: view.number,
      reference: view.reference,
      createdAt: view.createdAt,
      createdBy: view.createdBy,
      lineCount: view.lines.length,
    };
  });
}

export async function readQuote(
  db: Database,
  enquiryId: string,
  quoteId: string,
  filesBase: string,
): Promise<QuoteView> {
  await readEnquiry(db, enquiryId, { allowDeleted: true });
  const rows = await db.query<QuoteRow>(`${QUOTE_SELECT} where q.id = $1 and q.enquiry_id = $2`, [
    quoteId,
    enquiryId,
  ]);
  const row = rows.rows[0];
  if (!row) throw notFound('Quote');
  return viewOf(row, filesBase);
}

/** The file key of the logo a quote was made with (its snapshot keeps the key, the view an address). */
export async function quoteLogoKey(db: Queryable, quoteId: string): Promise<string | null> {
  const result = await db.query<{ logo: string | null }>(
    `select snapshot -> 'brand' ->> 'logo' as logo from enquiry_quotes where id = $1`,
    [quoteId],
  );
  return result.rows[0]?.logo ?? null;
}
