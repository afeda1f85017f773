import type { ClientFlag } from '@staydesk/domain';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Transaction } from './db/database.js';
import { agents, clients, companies } from './db/schema.js';

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

/** The demo agents: relocation firms, travel managers and brokers who bring enquiries. */
const DEMO_AGENTS = [
  {
    name: 'Northbridge Relocation',
    agencyName: 'Northbridge Relocation Ltd',
    contact: 'Fiona Grant',
    percent: '10',
    status: 'active',
  },
  {
    name: 'Harbour Travel Management',
    agencyName: 'Harbour TMC',
    contact: 'Marcus Reid',
    percent: '8.5',
    status: 'active',
  },
  {
    name: 'Crestline Insurance Brokers',
    agencyName: 'Crestline Brokers LLP',
    contact: 'Sofia Marin',
    percent: '12',
    status: 'active',
  },
  {
    name: 'MoveWell Global',
    agencyName: 'MoveWell Global Mobility',
    contact: 'Daniel Osei',
    percent: '7.5',
    status: 'active',
  },
  {
    name: 'Atlas Corporate Housing',
    agencyName: 'Atlas Housing Partners',
    contact: 'Ruth Adler',
    percent: '9',
    status: 'active',
  },
  {
    name: 'Pioneer Assignments',
    agencyName: 'Pioneer Assignments Ltd',
    contact: 'Owen Price',
    percent: '5',
    status: 'inactive',
  },
  {
    name: 'Blue Door Stays',
    agencyName: 'Blue Door Stays',
    contact: 'Layla Haddad',
    percent: '10',
    status: 'active',
  },
  {
    name: 'Summit Claims Housing',
    agencyName: 'Summit Claims Services',
    contact: 'Peter Kowalski',
    percent: '11.25',
    status: 'active',
  },
  {
    name: 'Eastgate Travel',
    agencyName: 'Eastgate Travel Co',
    contact: 'Nadia Rahman',
    percent: '6',
    status: 'inactive',
  },
  {
    name: 'Keystone Mobility',
    agencyName: 'Keystone Mobility Group',
    contact: 'Hugo Laurent',
    percent: '8',
    status: 'active',
  },
] as const;

const emailName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();

/**
 * Demo guests (36, most linked to a demo company) and agents (10), added while there are none,
 * in the seed's transaction.
 */
export async function ensureGuestsAndAgents(
  tx: Transaction,
  actorId: string | null,
): Promise<{ clients: number; agents: number }> {
  const parents = await tx.orm
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(isNull(companies.parentId), eq(companies.deleted, false)))
    .orderBy(asc(companies.name));
  let createdClients = 0;
  const [guestCount] = await tx.orm.select({ total: count() }).from(clients);
  if ((guestCount?.total ?? 0) === 0) {
    const rows = Array.from({ length: 36 }, (_, index) => {
      const firstName = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Sam';
      const lastName = LAST_NAMES[(index * 7) % LAST_NAMES.length] ?? 'Lee';
      // Every fifth guest travels privately (no company).
      const company = index % 5 === 4 ? undefined : parents[index % Math.max(parents.length, 1)];
      return {
        firstName,
        lastName,
        email:
          index % 6 === 5
            ? ''
            : `${emailName(firstName)}.${emailName(lastName)}${index}@guest.test`,
        phone: `+44 7700 9${String(10_000 + index * 37).slice(-5)}`,
        companyId: company?.id ?? null,
        notes: NOTES[index % NOTES.length] ?? '',
        flags: FLAG_SETS[index % FLAG_SETS.length] ?? [],
        createdBy: actorId,
      };
    });
    createdClients = (await tx.orm.insert(clients).values(rows).returning({ id: clients.id }))
      .length;
  }
  let createdAgents = 0;
  const [agentCount] = await tx.orm.select({ total: count() }).from(agents);
  if ((agentCount?.total ?? 0) === 0) {
    const rows = DEMO_AGENTS.map((agent, index) => ({
      name: agent.name,
      agencyName: agent.agencyName,
      agencyCompanyId:
        index % 3 === 0 ? (parents[index % Math.max(parents.length, 1)]?.id ?? null) : null,
      contactName: agent.contact,
      contactEmail: `${emailName(agent.contact.split(' ')[0] ?? 'agent')}@${emailName(agent.name)}.test`,
      contactPhone: `+44 20 7946 0${String(100 + index).padStart(3, '0')}`,
      commissionPercent: agent.percent,
      status: agent.status,
      createdBy: actorId,
    }));
    createdAgents = (await tx.orm.insert(agents).values(rows).returning({ id: agents.id })).length;
  }
  return { clients: createdClients, agents: createdAgents };
}
