import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { companies } from '../../db/schema.js';
import type { SeedContext } from '../kit.js';
import { agents } from './table.js';

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

/** The live top-level companies, by name: the demo rows link to them in turn. */
async function topLevelCompanies(tx: Transaction) {
  return tx.orm
    .select({ id: companies.id })
    .from(companies)
    .where(and(isNull(companies.parentId), eq(companies.deleted, false)))
    .orderBy(asc(companies.name));
}

/** Demo agents (10, 2 inactive, a few linked to an agency company), added while there are none. */
export async function seedAgents({ tx, actorId }: SeedContext): Promise<number> {
  const [agentCount] = await tx.orm.select({ total: count() }).from(agents);
  if ((agentCount?.total ?? 0) > 0) return 0;
  const parents = await topLevelCompanies(tx);
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
  return (await tx.orm.insert(agents).values(rows).returning({ id: agents.id })).length;
}
