import type { ClientFlag } from '@staydesk/domain';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { companies } from '../../db/schema.js';
import type { SeedContext } from '../kit.js';
import { clients } from './table.js';

const FIRST_NAMES = [
  'Sam',
  'Aisha',
  'Tom',
  'Mei',
  'Lucas',
  'Chloe',
  'Ravi',
  'Hannah',
  'Diego',
  'Freya',
  'Kwame',
  'Isla',
  'Noah',
  'Zara',
  'Leo',
  'Elena',
];
const LAST_NAMES = [
  'Lee',
  'Khan',
  'Walsh',
  'Chen',
  'Martin',
  'Dubois',
  'Patel',
  'Murphy',
  'García',
  'Nilsen',
  'Mensah',
  'Campbell',
  'Fischer',
  'Ahmed',
  'Rossi',
  'Novak',
  'Evans',
  'Silva',
];
const FLAG_SETS: ClientFlag[][] = [
  [],
  [],
  ['vip'],
  [],
  ['pets'],
  ['accessibility'],
  [],
  ['vip', 'pets'],
];
const NOTES = [
  '',
  'Prefers a ground-floor flat.',
  'Arrives late; self check-in please.',
  '',
  'Needs parking for a van.',
  'Quiet street requested.',
];

const emailName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();

/** The live top-level companies, by name: the demo rows link to them in turn. */
async function topLevelCompanies(tx: Transaction) {
  return tx.orm
    .select({ id: companies.id })
    .from(companies)
    .where(and(isNull(companies.parentId), eq(companies.deleted, false)))
    .orderBy(asc(companies.name));
}

/** Demo guests (36, most linked to a demo company), added while there are none. */
export async function seedGuests({ tx, actorId }: SeedContext): Promise<number> {
  const [guestCount] = await tx.orm.select({ total: count() }).from(clients);
  if ((guestCount?.total ?? 0) > 0) return 0;
  const parents = await topLevelCompanies(tx);
  const rows = Array.from({ length: 36 }, (_, index) => {
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Sam';
    const lastName = LAST_NAMES[(index * 7) % LAST_NAMES.length] ?? 'Lee';
    // Every fifth guest travels privately (no company).
    const company = index % 5 === 4 ? undefined : parents[index % Math.max(parents.length, 1)];
    return {
      firstName,
      lastName,
      email:
        index % 6 === 5 ? '' : `${emailName(firstName)}.${emailName(lastName)}${index}@guest.test`,
      phone: `+44 7700 9${String(10_000 + index * 37).slice(-5)}`,
      companyId: company?.id ?? null,
      notes: NOTES[index % NOTES.length] ?? '',
      flags: FLAG_SETS[index % FLAG_SETS.length] ?? [],
      createdBy: actorId,
    };
  });
  return (await tx.orm.insert(clients).values(rows).returning({ id: clients.id })).length;
}
