import { can } from '@staydesk/domain';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../http/context.js';
import type { Logger } from '../../lib/logger.js';
import type { AttentionItem, AttentionProvider, ServerModule } from '../kit.js';

/** An item id as providers build them (modules/kit.ts AttentionItem.id). */
export const ITEM_ID_PATTERN = /^[A-Za-z0-9:._-]{1,200}$/;
/** At most this many items from one provider, and in the whole answer. */
const PER_PROVIDER = 50;
const MAX_ITEMS = 100;
/** An item due within this long (or overdue) is urgent: it sorts before the newest ones. */
const URGENT_WITHIN_MS = 24 * 60 * 60 * 1000;
/** Read marks of items that are gone are kept this long, then pruned. */
const KEEP_READ_MARKS_DAYS = 90;

export interface BellItem extends AttentionItem {
  read: boolean;
}

/** Every registered module's providers; a provider key used twice is a programming error. */
export function attentionProviders(modules: readonly ServerModule[]): readonly AttentionProvider[] {
  const providers = modules.flatMap((module) => module.attention ?? []);
  const keys = new Set<string>();
  for (const provider of providers) {
    if (keys.has(provider.key))
      throw new Error(`Two attention providers are called ${provider.key}`);
    keys.add(provider.key);
  }
  return providers;
}

/**
 * Most urgent first (due within a day or overdue, soonest due first), then the newest; ties by
 * id so the order is stable from one refresh to the next.
 */
export function bellOrder(now: Date): (a: AttentionItem, b: AttentionItem) => number {
  const urgentAt = (item: AttentionItem) => {
    if (!item.dueAt) return null;
    const due = Date.parse(item.dueAt);
    return Number.isFinite(due) && due - now.getTime() <= URGENT_WITHIN_MS ? due : null;
  };
  return (a, b) => {
    const ua = urgentAt(a);
    const ub = urgentAt(b);
    if (ua !== null || ub !== null) {
      if (ua === null) return 1;
      if (ub === null) return -1;
      if (ua !== ub) return ua - ub;
    }
    const ca = Date.parse(a.createdAt);
    const cb = Date.parse(b.createdAt);
    if (ca !== cb) return cb - ca;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/**
 * The user's items now: each provider their role may use, asked together. A provider that fails
 * is logged and left out, so one module's fault does not silence the bell; an item whose id is
 * malformed is dropped the same way (its read mark could not be stored).
 */
export async function gatherItems(
  db: Database,
  log: Logger,
  providers: readonly AttentionProvider[],
  user: Pick<AuthUser, 'id' | 'role'>,
  now: Date,
): Promise<AttentionItem[]> {
  const context = {
    db,
    now,
    user: {
      id: user.id,
      role: user.role,
      can: (permission: Parameters<typeof can>[1]) => can(user.role, permission),
    },
  };
  const answers = await Promise.all(
    providers
      .filter((provider) => !provider.permission || can(user.role, provider.permission))
      .map(async (provider) => {
        try {
          const items = await provider.load(context);
          return items.slice(0, PER_PROVIDER).filter((item) => {
            if (ITEM_ID_PATTERN.test(item.id)) return true;
            log.error('Attention item with a malformed id left out', {
              provider: provider.key,
              id: item.id,
            });
            return false;
          });
        } catch (error) {
          log.error('Attention provider failed', {
            provider: provider.key,
            error: error instanceof Error ? error.message : String(error),
          });
          return [];
        }
      }),
  );
  const seen = new Set<string>();
  const items = answers.flat().filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
  return items.sort(bellOrder(now)).slice(0, MAX_ITEMS);
}

/** Which of `ids` the user has marked read. */
async function readMarks(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.query<{ item_id: string }>(
    'select item_id from notification_reads where user_id = $1 and item_id = any($2::text[])',
    [userId, ids],
  );
  return new Set(result.rows.map((row) => row.item_id));
}

/** The items with their read flag, and how many are unread. */
export async function withReadMarks(
  db: Database,
  userId: string,
  items: readonly AttentionItem[],
): Promise<{ items: BellItem[]; unread: number }> {
  const read = await readMarks(
    db,
    userId,
    items.map((item) => item.id),
  );
  const marked = items.map((item) => ({ ...item, read: read.has(item.id) }));
  return { items: marked, unread: marked.filter((item) => !item.read).length };
}

/**
 * Marks the given ids read, only those among the user's current items (an id the user has no
 * item for is ignored, so nobody fills the table with made-up ids), and prunes the user's marks
 * of items gone for 90 days. Answers how many marks were written.
 */
export async function markRead(
  db: Database,
  userId: string,
  current: readonly AttentionItem[],
  ids: readonly string[] | 'all',
  now: Date,
): Promise<number> {
  const currentIds = current.map((item) => item.id);
  const wanted = ids === 'all' ? currentIds : currentIds.filter((id) => ids.includes(id));
  let written = 0;
  if (wanted.length > 0) {
    const result = await db.query(
      `insert into notification_reads (user_id, item_id, read_at)
       select $1, id, $3 from unnest($2::text[]) as id
       on conflict (user_id, item_id) do nothing`,
      [userId, wanted, now],
    );
    written = result.rowCount;
  }
  await db.query(
    `delete from notification_reads
      where user_id = $1 and read_at < $2::timestamptz - make_interval(days => $3)
        and item_id <> all($4::text[])`,
    [userId, now, KEEP_READ_MARKS_DAYS, currentIds],
  );
  return written;
}
