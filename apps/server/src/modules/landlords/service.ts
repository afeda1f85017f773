import {
  DEFAULT_MESSAGE_TEMPLATE,
  type LandlordCreate,
  type LandlordMessageTemplate,
  type LandlordSyncResult,
  type LandlordUpdate,
} from '@staydesk/domain';
import type { Database, Queryable, Transaction } from '../../db/database.js';
import { updateRecord, type WriteContext } from '../../db/records.js';
import { notFound, staleVersion } from '../../lib/errors.js';
import type { ScrapedProfile } from '../../modules/scraper/routes.js';
import { writeAudit } from '../../services/audit.js';
import { recordService } from '../record-module.js';
import {
  findLandlordView,
  type LandlordRow,
  type LandlordValues,
  landlordChanges,
  landlordKind,
  landlordValues,
} from './repository.js';

/** Landlords on the kit's record life. */
export function landlordService(db: Database, chatLinkUrl: string) {
  return recordService(db, {
    kind: landlordKind,
    findView: (orm, id) => findLandlordView(orm, id, chatLinkUrl),
    toValues: (input: LandlordCreate) => landlordValues(input),
    toChanges: (changes: Omit<LandlordUpdate, 'version'>, before: LandlordRow) =>
      landlordChanges(changes, before),
  });
}

/**
 * What a sync changes: each fact the profile page gave that differs from the record. The
 * profile joins the external profiles when it is not there yet; a verified host turns the
 * "verified" certification visible.
 */
export function syncChanges(
  row: LandlordRow,
  profile: ScrapedProfile,
): { values: Partial<LandlordValues>; changes: LandlordSyncResult['changes'] } {
  const values: Partial<LandlordValues> = {};
  const changes: LandlordSyncResult['changes'] = [];
  const set = <K extends keyof LandlordValues>(
    field: string,
    key: K,
    before: LandlordValues[K],
    after: LandlordValues[K] | undefined,
  ) => {
    if (after === undefined || JSON.stringify(before) === JSON.stringify(after)) return;
    values[key] = after;
    changes.push({ field, before, after });
  };
  set('joinedAt', 'joinedAt', row.joinedAt, profile.joinedAt);
  set(
    'historicalBookings',
    'historicalBookings',
    row.historicalBookings,
    profile.historicalBookings,
  );
  set(
    'performance.responseRatePercent',
    'responseRatePercent',
    row.responseRatePercent,
    profile.responseRatePercent,
  );
  if (!row.externalProfiles.some((existing) => existing.url === profile.source.url)) {
    const platform = profile.platform ?? profile.source.platform;
    set('externalProfiles', 'externalProfiles', row.externalProfiles, [
      ...row.externalProfiles,
      { platform, url: profile.source.url },
    ]);
  }
  if (profile.isVerified && !row.settings.displayCertifications.isVerified.isVisible) {
    const settings = {
      ...row.settings,
      displayCertifications: {
        ...row.settings.displayCertifications,
        isVerified: { isVisible: true },
      },
    };
    set('settings.displayCertifications.isVerified', 'settings', row.settings, settings);
  }
  return { values, changes };
}

/** Applies a read profile to the landlord: versioned like an edit, audited as 'sync'. */
export async function applySync(
  tx: Transaction,
  id: string,
  profile: ScrapedProfile,
  context: WriteContext,
): Promise<LandlordSyncResult['changes']> {
  let found: LandlordSyncResult['changes'] = [];
  const before = await landlordKind.lock(tx, id);
  if (!before || before.deleted) throw notFound('Landlord');
  await updateRecord(
    tx,
    landlordKind,
    { id, version: before.version, live: true },
    (row) => {
      const { values, changes } = syncChanges(row, profile);
      found = changes;
      return values;
    },
    context,
    { action: 'sync' },
  );
  return found;
}

const TEMPLATE_KEY = 'landlordMessageTemplate';

interface TemplateRow {
  value: { template?: unknown };
  version: number;
}

export async function readMessageTemplate(db: Queryable): Promise<LandlordMessageTemplate> {
  const result = await db.query<TemplateRow>('select value, version from settings where key = $1', [
    TEMPLATE_KEY,
  ]);
  const row = result.rows[0];
  const template = row?.value.template;
  return {
    template: typeof template === 'string' && template !== '' ? template : DEFAULT_MESSAGE_TEMPLATE,
    version: row?.version ?? 1,
  };
}

/** Saves the template when `version` is the one stored (1 before the first save); 409 otherwise. */
export function saveMessageTemplate(
  db: Database,
  input: LandlordMessageTemplate,
  context: WriteContext,
): Promise<LandlordMessageTemplate> {
  return db.transaction(async (tx) => {
    const current = await tx.query<TemplateRow>(
      'select value, version from settings where key = $1 for update',
      [TEMPLATE_KEY],
    );
    const row = current.rows[0];
    const before = await readMessageTemplate(tx);
    if ((row?.version ?? 1) !== input.version) throw staleVersion('Message template');
    const version = input.version + 1;
    await tx.query(
      `insert into settings (key, value, version, updated_at, created_by) values ($1, $2, $3, $4, $5)
       on conflict (key) do update set value = excluded.value, version = excluded.version, updated_at = excluded.updated_at`,
      [
        TEMPLATE_KEY,
        JSON.stringify({ template: input.template }),
        version,
        context.at,
        context.actor.id,
      ],
    );
    await writeAudit(tx, {
      actorId: context.actor.id,
      action: 'update',
      recordType: 'settings',
      recordId: TEMPLATE_KEY,
      recordName: 'Landlord message template',
      changes: { template: { from: before.template, to: input.template } },
      at: context.at,
    });
    return { template: input.template, version };
  });
}
