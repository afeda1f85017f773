import { apiMessage } from '@staydesk/domain';
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
      named
        .filter(([, id]) => !found.has(id))
        .map(([field]) => [field, apiMessage('noSuch', { what: 'company' })]),
    ),
  );
  if (error) throw error;
}

/**
 * The billing company a record of `companyId` takes when none is named: the company's default,
 * if it is live. Read in the caller's transaction.
 */
export async function companyDefaultBilling(
  tx: Transaction,
  companyId: string | null | undefined,
): Promise<string | null> {
  if (!companyId || !uuid.safeParse(companyId).success) return null;
  const found = await tx.query<{ id: string }>(
    `select b.id from companies c
       join billing_companies b
         on b.id = c.default_billing_company_id and b.deleted = false and b.active
      where c.id = $1 and c.deleted = false`,
    [companyId],
  );
  return found.rows[0]?.id ?? null;
}
