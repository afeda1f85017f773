import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Transaction } from './database.js';
import { badReferences } from './records.js';
import { companies } from './schema.js';

const uuid = z.uuid();

/**
 * Checks that each named field points at a live (not deleted) company, in the caller's
 * transaction; otherwise a 400 naming the fields. A value that is not even a UUID is a bad
 * reference too (and never reaches a uuid column, where it would be a 500).
 */
export async function checkCompanyReferences(
  tx: Transaction,
  fields: Record<string, string | null | undefined>,
): Promise<void> {
  const named = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  if (named.length === 0) return;
  const ids = named.map(([, id]) => id).filter((id) => uuid.safeParse(id).success);
  const live =
    ids.length === 0
      ? []
      : await tx.orm
          .select({ id: companies.id })
          .from(companies)
          .where(and(inArray(companies.id, ids), eq(companies.deleted, false)));
  const found = new Set(live.map((row) => row.id));
  const error = badReferences(
    Object.fromEntries(
      named.filter(([, id]) => !found.has(id)).map(([field]) => [field, 'No such company']),
    ),
  );
  if (error) throw error;
}
