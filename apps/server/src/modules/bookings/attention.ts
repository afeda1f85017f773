import { screenHref } from '@staydesk/domain';
import type { AttentionItem, AttentionProvider } from '../kit.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * "Today" in the configured time zone (global settings), as the home counters and the list work
 * it out; an unknown zone reads as Europe/London. `$1` is the request's clock.
 */
const TODAY = `with zone as (
    select coalesce(
      (select name from pg_timezone_names
        where name = (select value->>'timeZone' from settings where key = 'global')),
      'Europe/London') as name
  ), today as (select ($1::timestamptz at time zone zone.name)::date as t, zone.name as zone from zone)`;

/** The signed-in user's stays, as the YOUR_BOOKINGS tab reads them. */
const MINE = '(b.account_manager_id = $2::uuid or b.created_by = $2::uuid)';

interface Row {
  id: string;
  subject: string;
  created_at: Date;
  due_at: Date | null;
  marker: string;
}

function items(rows: Row[], kind: string, title: string): AttentionItem[] {
  return rows.map((row) => ({
    id: `${kind}:${row.id}:${row.marker}`,
    kind,
    title,
    subject: row.subject,
    href: screenHref('bookingDetail', { bookingId: row.id }),
    tone: 'attention',
    createdAt: iso(row.created_at),
    dueAt: row.due_at ? iso(row.due_at) : null,
  }));
}

/**
 * The bell's booking items (modules/kit.ts `attention`), for the stays the signed-in user manages
 * or made: an issue flagged on a live stay (new again when flagged again), and an arrival in the
 * next two days the landlord has not confirmed yet (the NEEDS_ATTENTION rule), due at check-in.
 */
export const bookingAttention: readonly AttentionProvider[] = [
  {
    key: 'bookingIssue',
    permission: 'BOOKINGS',
    load: async ({ db, user }) => {
      const result = await db.query<Row>(
        `select b.id, b.reference || coalesce(' · ' || nullif(p.title, ''), '') as subject,
                coalesce(b.issue_flagged_at, b.updated_at) as created_at, null::timestamptz as due_at,
                extract(epoch from coalesce(b.issue_flagged_at, b.updated_at))::bigint::text as marker
           from bookings b
           left join properties p on p.id = b.property_id
          where b.deleted = false and b.status = 'booked' and b.issue <> '' and ${MINE.replaceAll('$2', '$1')}
          order by created_at desc, b.id
          limit 50`,
        [user.id],
      );
      return items(result.rows, 'bookingIssue', 'Issue flagged on your booking');
    },
  },
  {
    key: 'bookingArrivalUnconfirmed',
    permission: 'BOOKINGS',
    load: async ({ db, user, now }) => {
      const result = await db.query<Row>(
        `${TODAY}
         select b.id, b.reference || coalesce(' · ' || nullif(p.title, ''), '') as subject,
                greatest(b.created_at, (b.check_in - 2)::timestamp at time zone today.zone) as created_at,
                b.check_in::timestamp at time zone today.zone as due_at,
                b.check_in::text as marker
           from bookings b
           cross join today
           left join properties p on p.id = b.property_id
          where b.deleted = false and b.status = 'booked' and b.landlord_confirmed_at is null
            and b.check_in between today.t and today.t + 2 and ${MINE}
          order by b.check_in, b.id
          limit 50`,
        [now.toISOString(), user.id],
      );
      return items(
        result.rows,
        'bookingArrivalUnconfirmed',
        'Arrival not confirmed by the landlord',
      );
    },
  },
];
