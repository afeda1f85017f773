import type {
  ChecklistItem,
  Priority,
  TaskStatus,
  TaskSubjectKind,
  TaskType,
} from '@staydesk/domain';
import { count } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { seededRandom } from '../../lib/random.js';
import type { SeedContext } from '../kit.js';
import { tasks } from './table.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface DemoTask {
  title: string;
  type: TaskType;
  priority: Priority;
  status: TaskStatus;
  /** Hours from the seed's time (negative: past); null for no due time. */
  dueInHours: number | null;
  subject: { kind: TaskSubjectKind; id: string } | null;
  checklist: ChecklistItem[];
  notes: string;
}

const steps = (labels: string[], done = 0): ChecklistItem[] =>
  labels.map((label, index) => ({ label, done: index < done }));

async function rows<Row>(tx: Transaction, text: string): Promise<Row[]> {
  return (await tx.query<Row & Record<string, unknown>>(text)).rows;
}

/**
 * The demo tasks, drawn from the demo records so each one reads true: arrivals in the next days
 * without the landlord's confirmation, overdue invoices to chase, enquiries still unassigned,
 * properties due a visit, landlords to call; some done (who and when recorded), some overdue,
 * some without a due time. Added while the table is empty; deterministic (seeded PRNG).
 */
export async function seedTasks({ tx, actorId }: SeedContext): Promise<number> {
  const [existing] = await tx.orm.select({ total: count() }).from(tasks);
  if ((existing?.total ?? 0) > 0) return 0;
  const random = seededRandom(16_002);
  const now = new Date();
  const staff = await rows<{ id: string }>(
    tx,
    `select id from users where deleted = false and is_active and approval = 'approved' order by email`,
  );
  const arrivals = await rows<{ id: string; reference: string; check_in: string }>(
    tx,
    `select id, reference, check_in::text from bookings
      where deleted = false and check_in >= current_date and check_in <= current_date + 7
        and landlord_confirmed_at is null
      order by check_in, reference limit 6`,
  );
  const invoices = await rows<{ id: string; number: string }>(
    tx,
    `select id, number from invoices
      where deleted = false and number is not null and due_date < current_date
        and status in ('issued', 'partPaid', 'overdue')
      order by due_date, number limit 4`,
  );
  const enquiries = await rows<{ id: string; reference: string }>(
    tx,
    `select id, reference from enquiries where deleted = false and status = 'notAssigned'
      order by received_at desc nulls last, reference limit 4`,
  );
  const properties = await rows<{ id: string; title: string }>(
    tx,
    'select id, title from properties where deleted = false order by created_at, id limit 3',
  );
  const landlords = await rows<{ id: string; name: string }>(
    tx,
    `select id, name from landlords where deleted = false and traffic_light in ('orange', 'red', 'yellow')
      order by name limit 3`,
  );
  const companies = await rows<{ id: string; name: string }>(
    tx,
    'select id, name from companies where deleted = false and parent_id is null order by name limit 2',
  );

  const demo: DemoTask[] = [];
  for (const [index, booking] of arrivals.entries()) {
    const hoursToArrival = (Date.parse(`${booking.check_in}T15:00:00Z`) - now.getTime()) / HOUR;
    demo.push({
      title: `Confirm ${booking.reference}'s arrival with the landlord`,
      type: 'call',
      priority: hoursToArrival < 48 ? 'urgent' : 'high',
      status: index === 0 ? 'inProgress' : 'open',
      dueInHours: Math.round(hoursToArrival - 24),
      subject: { kind: 'booking', id: booking.id },
      checklist: steps(
        ['Call the landlord', 'Check the key-box code', 'Send the guest the arrival details'],
        index === 0 ? 1 : 0,
      ),
      notes: '',
    });
  }
  for (const [index, invoice] of invoices.entries()) {
    demo.push({
      title: `Chase payment of invoice ${invoice.number}`,
      type: 'finance',
      priority: index === 0 ? 'high' : 'normal',
      status: 'open',
      dueInHours: -(index + 1) * 26,
      subject: { kind: 'invoice', id: invoice.id },
      checklist: steps([
        'Email the accounts team',
        'Call the billing contact',
        'Note the promised date',
      ]),
      notes: 'Ask for the remittance advice if they say it was paid.',
    });
  }
  for (const [index, enquiry] of enquiries.entries()) {
    demo.push({
      title: `Assign ${enquiry.reference} and call the booker back`,
      type: 'call',
      priority: index === 0 ? 'urgent' : 'normal',
      status: index === 3 ? 'done' : 'open',
      dueInHours: index === 3 ? -30 : 3 + index * 5,
      subject: { kind: 'enquiry', id: enquiry.id },
      checklist: [],
      notes: '',
    });
  }
  for (const [index, property] of properties.entries()) {
    demo.push({
      title: `Inspection visit: ${property.title}`,
      type: 'visit',
      priority: 'normal',
      status: index === 2 ? 'done' : 'open',
      dueInHours: index === 2 ? -72 : ((index + 3) * DAY) / HOUR,
      subject: { kind: 'property', id: property.id },
      checklist: steps(
        [
          'Smoke and CO alarms',
          'Gas safety certificate on file',
          'Photos of every room',
          'Inventory signed',
        ],
        index === 2 ? 4 : index,
      ),
      notes: '',
    });
  }
  for (const landlord of landlords) {
    demo.push({
      title: `Review ${landlord.name}'s traffic light after recent complaints`,
      type: 'admin',
      priority: 'low',
      status: 'open',
      dueInHours: null,
      subject: { kind: 'landlord', id: landlord.id },
      checklist: [],
      notes: '',
    });
  }
  for (const company of companies) {
    demo.push({
      title: `Quarterly account review with ${company.name}`,
      type: 'email',
      priority: 'normal',
      status: random.chance(0.5) ? 'cancelled' : 'open',
      dueInHours: 14 * 24,
      subject: { kind: 'company', id: company.id },
      checklist: steps([
        'Bookings and spend this quarter',
        'Open invoices',
        'Feedback from guests',
      ]),
      notes: '',
    });
  }
  demo.push(
    {
      title: 'Update the landlord message template for winter',
      type: 'admin',
      priority: 'low',
      status: 'open',
      dueInHours: null,
      subject: null,
      checklist: [],
      notes: 'Mention heating instructions and the boiler reset.',
    },
    {
      title: 'Archive last year’s completed enquiries',
      type: 'admin',
      priority: 'low',
      status: 'done',
      dueInHours: -10 * 24,
      subject: null,
      checklist: [],
      notes: '',
    },
  );

  const values = demo.map((task, index) => {
    const dueAt =
      task.dueInHours === null ? null : new Date(now.getTime() + task.dueInHours * HOUR);
    const done = task.status === 'done';
    const assigneeId =
      staff.length > 0 && index % 5 !== 4 ? (random.pick(staff)?.id ?? null) : null;
    return {
      title: task.title.slice(0, 200),
      type: task.type,
      priority: task.priority,
      status: task.status,
      dueAt,
      assigneeId,
      subjectKind: task.subject?.kind ?? null,
      subjectId: task.subject?.id ?? null,
      checklist: task.checklist,
      notes: task.notes,
      completedBy: done ? (assigneeId ?? actorId) : null,
      completedAt: done ? new Date(Math.min(now.getTime() - HOUR, (dueAt ?? now).getTime())) : null,
      createdBy: actorId,
      createdAt: new Date(now.getTime() - (20 - (index % 14)) * DAY),
    };
  });
  if (values.length === 0) return 0;
  return (await tx.orm.insert(tasks).values(values).returning({ id: tasks.id })).length;
}
