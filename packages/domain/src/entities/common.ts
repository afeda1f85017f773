import { z } from 'zod/mini';
import { DATE_OUT_OF_RANGE_MESSAGE, isDayInBounds, isInstantInBounds } from '../bounds';

/** Record ids are opaque strings chosen by the server (UUIDs in practice). */
export const idSchema = z.string().check(z.minLength(1, 'Id is required'));

/**
 * A reference to a stored record in a payload or query (parentId, companyId …): a UUID, checked
 * before it reaches SQL, where a malformed one would be a database error rather than a 400.
 */
export const recordIdSchema = z.uuid('Not a valid id');

/**
 * The longest text each kind of field takes: every text field of an input schema is
 * bounded, so a megabyte name is a 400, never a database error. Per-entity limits may be lower
 * (CLIENT_LIMITS); none is higher.
 */
export const TEXT_LIMITS = {
  /** Names of people, companies, agents, brands; legal names; labels; locations. */
  name: 200,
  /** Reference codes: registration, VAT and invoice numbers, postcodes, locales, time zones. */
  code: 60,
  /** One line of an address. */
  addressLine: 200,
  /** A whole address on one line. */
  address: 500,
  /** Short descriptions (an experiment's description). */
  description: 1_000,
  /** Free-text notes. */
  notes: 10_000,
  /** RFC 5321. */
  email: 254,
  phone: 40,
  /** Web addresses. */
  url: 2_048,
  /** Search text of a list. */
  search: 200,
  /** Passwords (scrypt hashes the whole string: bounded so a huge one costs nothing extra). */
  password: 256,
  /** Opaque tokens (reset, refresh, verification). */
  token: 512,
} as const;

/** Instants cross the wire as ISO 8601 strings, with Z or an offset, inside DATE_BOUNDS. */
export const timestampSchema = z.iso
  .datetime({ offset: true })
  .check(z.refine(isInstantInBounds, DATE_OUT_OF_RANGE_MESSAGE));
/** Calendar days (check-in, due date) carry no time zone: YYYY-MM-DD, inside DATE_BOUNDS. */
export const calendarDateSchema = z.iso
  .date()
  .check(z.refine(isDayInBounds, DATE_OUT_OF_RANGE_MESSAGE));

/** Optimistic-concurrency counter: starts at 1, bumped on every update. */
export const versionSchema = z.number().check(z.int(), z.gte(1));

/** Fields every stored record carries. */
export const recordShape = {
  id: idSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /** The account that created the record (the creator chip); null for seed or system records. */
  createdBy: z.nullable(idSchema),
  version: versionSchema,
  /** Soft deletion (the DELETED tab); only the permanent-delete permissions remove rows. */
  deleted: z.boolean(),
} as const;

/** Keys of recordShape, to omit when deriving create schemas. */
export const RECORD_KEYS = {
  id: true,
  createdAt: true,
  updatedAt: true,
  createdBy: true,
  version: true,
  deleted: true,
} as const;

export const recordSchema = z.object(recordShape);
export type RecordFields = z.infer<typeof recordSchema>;

/**
 * The object refusing keys it does not name (zod classic's `.strict()`, which zod/mini lacks): the
 * same schema, checks kept, with a catch-all that accepts nothing.
 */
export function strict<Shape extends z.core.$ZodShape>(
  schema: z.ZodMiniObject<Shape>,
): z.ZodMiniObject<Shape, z.core.$strict> {
  return z.catchall(schema, z.never()) as unknown as z.ZodMiniObject<Shape, z.core.$strict>;
}

/** The concurrency token every update must carry; a stale one is refused with 409. */
export const updateShape = { version: versionSchema } as const;

/** A stored file (spec §3 imageUrl: key and name; url is filled in by the server for display). */
export const fileRefSchema = z.object({
  key: z.string().check(z.maxLength(TEXT_LIMITS.name)),
  name: z.string().check(z.maxLength(TEXT_LIMITS.name)),
  url: z.optional(z.string().check(z.maxLength(TEXT_LIMITS.url))),
});
export type FileRef = z.infer<typeof fileRefSchema>;

/** Spec §3: a logo or image counts as present only if it has a key. */
export function hasFile(file: { readonly key?: string | null } | null | undefined): boolean {
  return typeof file?.key === 'string' && file.key.trim() !== '';
}

/** Text a database text column cannot hold: PostgreSQL refuses the NUL character. */
export const NUL_CHARACTER_MESSAGE = 'Text cannot contain a NUL character';

/**
 * Free text with a length limit, trimmed, without NUL characters (which PostgreSQL refuses, so
 * they must fail validation as a 400 rather than reach the database as a 500).
 */
export function boundedText(max: number) {
  return z.string().check(
    z.trim(),
    z.maxLength(max),
    z.refine((text) => !text.includes('\u0000'), NUL_CHARACTER_MESSAGE),
  );
}

/** Length limits of the contact fields (an email address is at most 254 characters, RFC 5321). */
export const CONTACT_LIMITS = { name: 120, email: 254, phone: 40 } as const;

/** A contact person on a record (booker, agent contact). */
export const contactSchema = z.object({
  name: boundedText(CONTACT_LIMITS.name),
  email: boundedText(CONTACT_LIMITS.email),
  phone: boundedText(CONTACT_LIMITS.phone),
});
export type Contact = z.infer<typeof contactSchema>;

/** The kinds of record other records can point at (tasks, tracker entries, audit events). */
export const ENTITY_KINDS = [
  'user',
  'landlord',
  'property',
  'enquiry',
  'offerLine',
  'booking',
  'invoice',
  'creditNote',
  'bankPayment',
  'taxRate',
  'client',
  'agent',
  'company',
  'billingCompany',
  'task',
  'trackerEntry',
  'settings',
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];
export const entityKindSchema = z.enum(ENTITY_KINDS);

export const entityRefSchema = z.object({ kind: entityKindSchema, id: idSchema });
export type EntityRef = z.infer<typeof entityRefSchema>;
