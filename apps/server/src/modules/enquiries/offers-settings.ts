import {
  type ChosenPropertyCycle,
  chosenPropertyCycleSchema,
  DEFAULT_CHOSEN_PROPERTY_CYCLE,
} from '@staydesk/domain';
import type { Database, Queryable } from '../../db/database.js';
import type { WriteContext } from '../../db/records.js';
import { staleVersion } from '../../lib/errors.js';
import { writeAudit } from '../../services/audit.js';

/** The stored setting of spec §3 'ChosenPropertyCycle', in the `settings` table under this key. */
export const CYCLE_SETTINGS_KEY = 'chosenPropertyCycle';

interface SettingsRow {
  value: unknown;
  version: number;
}

/** The stored cycle, or the default one (version 1) while none was saved or the stored one is unreadable. */
export async function readChosenPropertyCycle(db: Queryable): Promise<ChosenPropertyCycle> {
  const result = await db.query<SettingsRow>('select value, version from settings where key = $1', [
    CYCLE_SETTINGS_KEY,
  ]);
  const row = result.rows[0];
  const parsed = chosenPropertyCycleSchema.safeParse({
    transitions: row?.value,
    version: row?.version ?? 1,
  });
  return parsed.success
    ? parsed.data
    : ({
        transitions: { ...DEFAULT_CHOSEN_PROPERTY_CYCLE },
        version: row?.version ?? 1,
      } as ChosenPropertyCycle);
}

/** Saves the cycle (the `version` read; 409 when stale), audited. */
export function saveChosenPropertyCycle(
  db: Database,
  input: ChosenPropertyCycle,
  context: WriteContext,
): Promise<ChosenPropertyCycle> {
  return db.transaction(async (tx) => {
    const current = await tx.query<SettingsRow>(
      'select value, version from settings where key = $1 for update',
      [CYCLE_SETTINGS_KEY],
    );
    const before = await readChosenPropertyCycle(tx);
    if ((current.rows[0]?.version ?? 1) !== input.version)
      throw staleVersion('The chosen-property cycle');
    const version = input.version + 1;
    await tx.query(
      `insert into settings (key, value, version, updated_at, created_by)
       values ($1, $2::text::jsonb, $3, $4, $5)
       on conflict (key) do update set value = excluded.value, version = excluded.version,
         updated_at = excluded.updated_at`,
      [
        CYCLE_SETTINGS_KEY,
        JSON.stringify(input.transitions),
        version,
        context.at,
        context.actor.id,
      ],
    );
    await writeAudit(tx, {
      actorId: context.actor.id,
      action: 'update',
      recordType: 'settings',
      recordId: CYCLE_SETTINGS_KEY,
      recordName: 'Chosen-property cycle',
      changes: { transitions: { from: before.transitions, to: input.transitions } },
      at: context.at,
    });
    return { transitions: input.transitions, version };
  });
}
