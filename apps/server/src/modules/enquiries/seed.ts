import {
  type EnquiryEventKind,
  type EnquirySource,
  type Priority,
  type PropertyType,
  type WorkflowStatus,
  workflowStatusLabel,
} from '@staydesk/domain';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { billingCompanies, companies, users } from '../../db/schema.js';
import { seededRandom } from '../../lib/random.js';
import { agents } from '../agents/table.js';
import { clients } from '../clients/table.js';
import type { SeedContext } from '../kit.js';
import { UK_TOWNS } from '../properties/gazetteer.js';
import type { EnquiryValues } from './repository.js';
import { seedEnquiryOffers } from './seed-offers.js';
import { enquiries, enquiryEvents } from './table.js';

/**
 * Demo enquiries: about 600 over the last 12 months, in every status and so in every
 * tab, linked to the demo companies (and their subcompanies and billing companies), agents, guests
 * and staff. Deterministic: every choice comes from seededRandom, dates from the seed's clock.
 * Open work is recent; booked, complete, lost and archived ones reach back a year. A few are in
 * the Deleted tab. Each has its activity (created, assigned, the moves to its status).
 *
 * Offer lines, quotes and bookings are seeded by `seedEnquiryOffers` (./seed-offers.ts), called
 * last with the enquiries made here (`SeededEnquiry`).
 */

/** How many of each status (600 in all), in the order the references follow. */
export const DEMO_ENQUIRY_MIX: Readonly<Record<WorkflowStatus, number>> = {
  notAssigned: 55,
  assigned: 45,
  pending: 75,
  awaitingApproval: 30,
  approved: 30,
  awaitingResponse: 45,
  offeredOut: 45,
  booked: 60,
  complete: 70,
  cancelled: 45,
  notPossible: 30,
  archived: 70,
};
/** Of those, how many are in the Deleted tab (every 40th). */
export const DEMO_DELETED_EVERY = 40;

/** Statuses still being worked: received in the last ~10 weeks. */
const RECENT: readonly WorkflowStatus[] = [
  'notAssigned',
  'assigned',
  'pending',
  'awaitingApproval',
  'approved',
  'awaitingResponse',
  'offeredOut',
];

/** The path an enquiry took to its status, for its activity. */
const PATHS: Record<WorkflowStatus, WorkflowStatus[]> = {
  notAssigned: [],
  assigned: [],
  pending: ['pending'],
  awaitingApproval: ['pending', 'awaitingApproval'],
  approved: ['pending', 'awaitingApproval', 'approved'],
  awaitingResponse: ['pending', 'awaitingResponse'],
  offeredOut: ['pending', 'awaitingResponse', 'offeredOut'],
  booked: ['pending', 'awaitingResponse', 'offeredOut', 'booked'],
  complete: ['pending', 'awaitingResponse', 'offeredOut', 'booked', 'complete'],
  cancelled: ['pending', 'cancelled'],
  notPossible: ['pending', 'notPossible'],
  archived: ['pending', 'awaitingResponse', 'offeredOut', 'booked', 'complete', 'archived'],
};

const SOURCES: readonly EnquirySource[] = [
  'email',
  'email',
  'phone',
  'phone',
  'phone',
  'agent',
  'agent',
  'portal',
  'publicForm',
  'repeat',
];
const PRIORITIES: readonly Priority[] = ['low', 'normal', 'normal', 'normal', 'high', 'urgent'];
const TYPES: readonly PropertyType[] = ['apartment', 'house', 'studio', 'maisonette', 'bungalow'];
const LOST_REASONS = [
  'Client found accommodation directly',
  'No stock within budget',
  'Dates moved beyond our availability',
  'Claim withdrawn by the insurer',
  'Project postponed',
  'Pets not accepted in the area',
];
const ACCESSIBILITY_NEEDS = [
  'Step-free access from the street; one guest uses a wheelchair.',
  'Ground-floor bedroom needed.',
  'Walk-in shower or wet room, grab rails if possible.',
  'Lift required: no more than one flight of stairs.',
  'Guide dog travelling with the guest.',
] as const;

const NOTES = [
  '',
  '',
  'Needs ground floor access.',
  'Family of four with a small dog; close to the school run.',
  'Contractor crew: parking for two vans essential.',
  'Insurance claim — water damage to the home; likely to extend.',
  'Relocating engineer; prefers a quiet street near the station.',
  'Budget approved by the claims handler; call before booking.',
];
const BOOKER_FIRST = ['Jo', 'Sam', 'Alex', 'Chris', 'Morgan', 'Taylor', 'Jamie', 'Robin'];
const BOOKER_LAST = ['Fraser', 'Holt', 'Iqbal', 'Murray', 'Osei', 'Reid', 'Stone', 'Young'];

/** What seed-offers.ts is given about each demo enquiry. */
export interface SeededEnquiry {
  id: string;
  reference: string;
  status: WorkflowStatus;
  deleted: boolean;
  companyId: string | null;
  billingCompanyId: string | null;
  agentId: string | null;
  guestIds: string[];
  assigneeId: string | null;
  checkIn: string;
  checkOut: string | null;
  receivedAt: Date;
  lng: number | null;
  lat: number | null;
  adults: number;
  children: number;
  minBedrooms: number;
  budgetPerNight: string | null;
}

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The statuses in the order of the seed, one entry per enquiry. */
export function demoStatuses(): WorkflowStatus[] {
  return (Object.entries(DEMO_ENQUIRY_MIX) as [WorkflowStatus, number][]).flatMap(([status, n]) =>
    Array.from({ length: n }, () => status),
  );
}

/** Demo enquiries, added while there are none; answers how many rows it added. */
export async function seedEnquiries(context: SeedContext): Promise<number> {
  const { tx, actorId } = context;
  const [existing] = await tx.orm.select({ total: count() }).from(enquiries);
  if ((existing?.total ?? 0) > 0) return 0;

  const parents = await tx.orm
    .select({
      id: companies.id,
      name: companies.name,
      billingId: companies.defaultBillingCompanyId,
    })
    .from(companies)
    .where(and(isNull(companies.parentId), eq(companies.deleted, false)))
    .orderBy(asc(companies.name));
  if (parents.length === 0) return 0;
  const subs = await tx.orm
    .select({ id: companies.id, parentId: companies.parentId })
    .from(companies)
    .where(eq(companies.deleted, false))
    .orderBy(asc(companies.name));
  const billing = await tx.orm
    .select({ id: billingCompanies.id, companyId: billingCompanies.companyId })
    .from(billingCompanies)
    .where(eq(billingCompanies.deleted, false))
    .orderBy(asc(billingCompanies.legalName));
  const agentRows = await tx.orm
    .select({ id: agents.id })
    .from(agents)
    .where(eq(agents.deleted, false))
    .orderBy(asc(agents.name));
  const guestRows = await tx.orm
    .select({
      id: clients.id,
      companyId: clients.companyId,
      firstName: clients.firstName,
      lastName: clients.lastName,
    })
    .from(clients)
    .where(eq(clients.deleted, false))
    .orderBy(asc(clients.lastName), asc(clients.firstName));
  const staff = await tx.orm
    .select({ id: users.id, role: users.role, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.deleted, false), eq(users.isActive, true), eq(users.approval, 'approved')))
    .orderBy(asc(users.email));
  // The demo staff work enquiries: every role has some of its own (YOUR_ENQUIRIES).
  const assignees = staff.length > 0 ? staff : [];

  const now = Date.now();
  const random = seededRandom(13_013);
  const statuses = demoStatuses();
  type Planned = EnquiryValues & {
    deleted: boolean;
    createdBy: string | null;
    createdAt: Date;
    updatedAt: Date;
  };
  const planned: Planned[] = statuses.map((status, index) => {
    const recent = RECENT.includes(status);
    const ageDays = recent ? random.int(0, 70) : random.int(20, 364);
    const receivedAt = new Date(now - ageDays * DAY - random.int(0, 10 * 3600) * 1000);
    const company = random.chance(0.9) ? random.pick(parents) : null;
    const ownSubs = company ? subs.filter((sub) => sub.parentId === company.id) : [];
    const subcompany = ownSubs.length > 0 && random.chance(0.4) ? random.pick(ownSubs) : null;
    const ownBilling = company ? billing.filter((row) => row.companyId === company.id) : [];
    const billingId =
      company?.billingId ?? (ownBilling.length > 0 ? (ownBilling[0]?.id ?? null) : null);
    const source = random.pick(SOURCES);
    const agent =
      (source === 'agent' || random.chance(0.2)) && agentRows.length > 0
        ? random.pick(agentRows)
        : null;
    const companyGuests = guestRows.filter((guest) => guest.companyId === company?.id);
    const pool = companyGuests.length > 0 ? companyGuests : guestRows;
    const guestCount = pool.length === 0 ? 0 : random.int(1, Math.min(3, pool.length));
    const guests = [...new Set(Array.from({ length: guestCount }, () => random.pick(pool)))];
    // Stays start from a few days to six weeks after the enquiry; a fifth are open-ended.
    const checkInTime = receivedAt.getTime() + random.int(2, 42) * DAY;
    const nights = random.pick([3, 5, 7, 14, 21, 28, 42, 60, 90]);
    const openEnded = random.chance(0.2);
    const town = UK_TOWNS[random.int(0, Math.min(UK_TOWNS.length, 40) - 1)] ?? UK_TOWNS[0];
    const adults = random.int(1, 4);
    const children = random.chance(0.3) ? random.int(1, 3) : 0;
    const hasBudget = random.chance(0.75);
    const basis = random.pick(['perNight', 'perNight', 'perWeek', 'perMonth', 'total'] as const);
    const perNight = random.int(70, 260);
    const factor = { perNight: 1, perWeek: 7, perMonth: 30, total: nights } as const;
    const assigned =
      status === 'notAssigned' || assignees.length === 0
        ? null
        : // Every seventh goes round the staff in turn, so each demo login has its own.
          (assignees[
            index % 7 === 0 ? index % assignees.length : random.int(0, assignees.length - 1)
          ] ?? null);
    const booker = `${random.pick(BOOKER_FIRST)} ${random.pick(BOOKER_LAST)}`;
    const lost = status === 'cancelled' || status === 'notPossible';
    const respondBy =
      recent && random.chance(0.8)
        ? new Date(receivedAt.getTime() + random.int(4, 96) * 3600 * 1000)
        : null;
    const clientReference = random.chance(0.6)
      ? `${random.pick(['CLM', 'PO', 'CC'])}-${String(random.int(10_000, 99_999))}`
      : '';
    const searchText = [
      company?.name ?? '',
      clientReference,
      ...guests.map((guest) => `${guest.firstName} ${guest.lastName}`),
    ]
      .filter((part) => part !== '')
      .join(' ');
    return {
      source,
      receivedAt,
      companyId: company?.id ?? null,
      subcompanyId: subcompany?.id ?? null,
      billingCompanyId: billingId,
      agentId: agent?.id ?? null,
      booker: {
        name: booker,
        email: `${booker.toLowerCase().replace(/[^a-z]+/g, '.')}@client.test`,
        phone: `+44 7700 9${String(20_000 + index).slice(-5)}`,
      },
      guestIds: guests.map((guest) => guest.id),
      checkIn: isoDay(checkInTime),
      checkOut: openEnded ? null : isoDay(checkInTime + nights * DAY),
      locationAddress: {
        street: '',
        city: town?.name ?? 'London',
        state: 'United Kingdom',
        zip: town?.postcode ?? '',
        freeFormAddress: `${town?.name ?? 'London'}, ${town?.postcode ?? ''}`,
        position: town ? { type: 'Point', coordinates: [town.lng, town.lat] } : null,
      },
      locationCity: town?.name ?? 'London',
      locationLng: town?.lng ?? null,
      locationLat: town?.lat ?? null,
      radiusMiles: random.pick([3, 5, 10, 10, 15, 25]),
      adults,
      children,
      pets: random.chance(0.15) ? 1 : 0,
      minBedrooms: Math.max(1, Math.ceil((adults + children) / 2)),
      propertyTypes: random.chance(0.5) ? [random.pick(TYPES)] : [],
      parkingSpaces: random.chance(0.35) ? random.int(1, 2) : 0,
      // From the index, not the PRNG, so the rest of the demo data stays as it was.
      accessibilityNeeds:
        index % 9 === 4 ? (ACCESSIBILITY_NEEDS[index % ACCESSIBILITY_NEEDS.length] ?? '') : '',
      budgetAmount: hasBudget ? `${perNight * factor[basis]}.00` : null,
      budgetCurrency: hasBudget ? 'GBP' : null,
      budgetBasis: hasBudget ? basis : null,
      budgetApprovedBy: hasBudget ? booker : null,
      clientReference,
      priority: random.pick(PRIORITIES),
      respondBy,
      notes: random.pick(NOTES),
      status,
      assigneeId: assigned?.id ?? null,
      lostReason: lost ? random.pick(LOST_REASONS) : null,
      bookingId: null,
      propertyRequestId: null,
      // The reference is added once the row has it.
      searchText,
      deleted: (index + 1) % DEMO_DELETED_EVERY === 0,
      createdBy: actorId,
      createdAt: receivedAt,
      updatedAt: new Date(Math.min(now, receivedAt.getTime() + random.int(1, 20) * DAY)),
    };
  });
  // References follow the time they were received.
  planned.sort((a, b) => Number(a.receivedAt) - Number(b.receivedAt));

  const made: SeededEnquiry[] = [];
  const events: (typeof enquiryEvents.$inferInsert)[] = [];
  const staffName = new Map(staff.map((person) => [person.id, person.fullName]));
  for (let start = 0; start < planned.length; start += 200) {
    const chunk = planned.slice(start, start + 200);
    const rows = await tx.orm.insert(enquiries).values(chunk).returning();
    for (const row of rows) {
      made.push({
        id: row.id,
        reference: row.reference,
        status: row.status,
        deleted: row.deleted,
        companyId: row.companyId,
        billingCompanyId: row.billingCompanyId,
        agentId: row.agentId,
        guestIds: row.guestIds,
        assigneeId: row.assigneeId,
        checkIn: row.checkIn,
        checkOut: row.checkOut,
        receivedAt: row.receivedAt,
        lng: row.locationLng,
        lat: row.locationLat,
        adults: row.adults,
        children: row.children,
        minBedrooms: row.minBedrooms,
        budgetPerNight:
          row.budgetBasis === 'perNight' && row.budgetAmount !== null ? row.budgetAmount : null,
      });
      let at = row.receivedAt.getTime();
      const step = () => {
        at = Math.min(now, at + random.int(1, 48) * 3600 * 1000);
        return new Date(at);
      };
      const event = (
        kind: EnquiryEventKind,
        summary: string,
        before: Record<string, unknown> | null,
        after: Record<string, unknown> | null,
        when: Date,
      ) => events.push({ enquiryId: row.id, actorId, at: when, kind, summary, before, after });
      event(
        'created',
        'Enquiry created',
        null,
        { reference: row.reference, status: 'notAssigned', source: row.source },
        row.receivedAt,
      );
      let current: WorkflowStatus = 'notAssigned';
      if (row.assigneeId) {
        event(
          'assigned',
          `Assigned to ${staffName.get(row.assigneeId) ?? 'a member of staff'}; status: Not Assigned → Assigned`,
          { assigneeId: null, status: 'notAssigned' },
          { assigneeId: row.assigneeId, status: 'assigned' },
          step(),
        );
        current = 'assigned';
      }
      for (const next of PATHS[row.status]) {
        event(
          'status',
          `Status: ${workflowStatusLabel(current)} → ${workflowStatusLabel(next)}`,
          { status: current },
          { status: next },
          step(),
        );
        current = next;
      }
      if (row.deleted)
        event('deleted', 'Moved to Deleted', { deleted: false }, { deleted: true }, step());
    }
    // The reference joins the search text now that the sequence has given it.
    await tx.query(
      `update enquiries set search_text = reference || ' ' || search_text where id = any($1::uuid[])`,
      [rows.map((row) => row.id)],
    );
  }
  for (let start = 0; start < events.length; start += 500) {
    await tx.orm.insert(enquiryEvents).values(events.slice(start, start + 500));
  }
  seeded = made;
  // Offer lines, their history, quotes and bookings of these enquiries (S2's seed).
  const lines = await seedEnquiryOffers(context, made);
  return made.length + lines;
}

/** The enquiries the last seed made (for the offers seed and tests); empty when it added none. */
let seeded: SeededEnquiry[] = [];
export function lastSeededEnquiries(): readonly SeededEnquiry[] {
  return seeded;
}
