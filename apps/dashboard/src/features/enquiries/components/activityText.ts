import {
  type EnquiryActivityEntry,
  type WorkflowStatus,
  workflowStatusSchema,
} from '@staydesk/domain';
import type { Formatters, Widen } from '../../../i18n';
import type { enquiriesMessages } from '../messages';

type Messages = Widen<(typeof enquiriesMessages)['en']>;

function statusOf(record: Record<string, unknown> | null): WorkflowStatus | undefined {
  return workflowStatusSchema.safeParse(record?.status).data;
}

function text(record: Record<string, unknown> | null, key: string): string | undefined {
  const value = record?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The stored columns an edit changes, by the form field that names them. */
const EDITED_FIELDS: Record<string, keyof Messages['fields']> = {
  source: 'source',
  receivedAt: 'receivedAt',
  companyId: 'company',
  subcompanyId: 'subcompany',
  billingCompanyId: 'billingCompany',
  agentId: 'agent',
  booker: 'booker',
  guestIds: 'guests',
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  locationAddress: 'location',
  radiusMiles: 'radius',
  adults: 'adults',
  children: 'children',
  pets: 'pets',
  minBedrooms: 'minBedrooms',
  propertyTypes: 'propertyTypes',
  parkingSpaces: 'parking',
  accessibilityNeeds: 'accessibility',
  budgetAmount: 'budgetAmount',
  budgetCurrency: 'budgetCurrency',
  budgetBasis: 'budgetBasis',
  budgetApprovedBy: 'budgetApprovedBy',
  clientReference: 'clientReference',
  priority: 'priority',
  respondBy: 'respondBy',
  notes: 'notes',
};

/**
 * An activity entry in the user's language, from what it records (its kind, the values before
 * and after); the server's English summary when the kind carries more than these words can say
 * (an offer line's property).
 */
export function activityText(
  entry: EnquiryActivityEntry,
  m: Messages,
  f: Formatters,
  nameOf: (userId: string) => string | undefined,
): string {
  const a = m.activity;
  const from = statusOf(entry.before);
  const to = statusOf(entry.after);
  const move =
    from && to && from !== to
      ? f.message(a.status, { from: m.statuses[from], to: m.statuses[to] })
      : undefined;
  const joined = (first: string) => (move ? `${first}; ${move}` : first);
  switch (entry.kind) {
    case 'created':
      return a.created;
    case 'converted':
      return a.converted;
    case 'status': {
      if (!move) break;
      const reason = text(entry.after, 'lostReason');
      return reason ? `${move} (${reason})` : move;
    }
    case 'assigned': {
      const id = text(entry.after, 'assigneeId');
      const name = id ? nameOf(id) : undefined;
      if (!name) break;
      return joined(f.message(a.assigned, { name }));
    }
    case 'unassigned':
      return joined(a.unassigned);
    case 'reset':
      return move ? f.message(a.reset, { from: m.statuses[from ?? 'notAssigned'] }) : a.resetPlain;
    case 'note':
      return a.note;
    case 'deleted':
      return a.deleted;
    case 'restored':
      return a.restored;
    case 'updated': {
      const names = [
        ...new Set(
          Object.keys(entry.after ?? {}).flatMap((key) => {
            const field = EDITED_FIELDS[key];
            return field ? [m.fields[field]] : [];
          }),
        ),
      ];
      return names.length === 0
        ? a.savedUnchanged
        : f.message(a.updated, { fields: names.join(', ') });
    }
    default:
      break;
  }
  return entry.summary;
}
