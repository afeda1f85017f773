import {
  apiMessage,
  DEFAULT_MAX_STAY_NIGHTS,
  type GlobalSettings,
  globalSettingsResponseSchema,
  globalSettingsSchema,
  globalSettingsUpdateSchema,
  isStayWithin,
  publicSettingsOf,
  publicSettingsResponseSchema,
} from '@staydesk/domain';
import { z } from 'zod/mini';
import type { Queryable } from '../../db/database.js';
import type { AppDeps } from '../../http/context.js';
import { needs, PUBLIC, type RouteSpec, route, SIGNED_IN } from '../../http/route.js';
import { mutationSchema } from '../../http/schemas.js';
import { invalid, staleVersion, success } from '../../lib/errors.js';
import { iso, json } from '../../lib/sql.js';
import { diff, writeAudit } from '../../services/audit.js';

/** What the server stores: the settings without their concurrency version and timestamp. */
export const storedSettingsSchema = z.omit(globalSettingsSchema, {
  version: true,
  updatedAt: true,
});
export type StoredSettings = z.infer<typeof storedSettingsSchema>;

export const DEFAULT_SETTINGS: StoredSettings = {
  companyName: 'Staydesk Serviced Accommodation Ltd',
  productName: 'Staydesk',
  defaultCurrency: 'GBP',
  defaultVatRatePercent: '20',
  marginFloorPercent: '12',
  holdHours: 48,
  defaultPaymentTermsDays: 30,
  maxStayNights: DEFAULT_MAX_STAY_NIGHTS,
  supportEmail: 'support@staydesk.test',
  locale: 'en-GB',
  timeZone: 'Europe/London',
  brands: {
    // Ofcom's drama ranges: real-looking UK numbers that ring nobody.
    staydesk: { name: 'Staydesk', phone: '+44 20 7946 0321' },
    harbour: { name: 'Harbour Stays', phone: '+44 161 496 0754' },
  },
  experiments: [
    {
      name: 'trackerBoard',
      label: 'Tracker board',
      description: 'The live operations board of what must be chased today.',
    },
    {
      name: 'reportingV2',
      label: 'Reporting v2',
      description: 'The new reporting screens with margin and occupancy charts.',
    },
    {
      name: 'landlordSync',
      label: 'Landlord sync',
      description: 'Syncing landlord availability and prices from external listings.',
    },
    {
      name: 'whatsappLinks',
      label: 'WhatsApp links',
      description: 'Chat links to landlords and guests from their cards.',
    },
  ],
  signUpEmailDomains: ['staydesk.test'],
};

interface SettingsRow {
  value: unknown;
  version: number;
  updated_at: Date;
}

export async function readSettings(db: Queryable): Promise<GlobalSettings> {
  const result = await db.query<SettingsRow>(
    "select value, version, updated_at from settings where key = 'global'",
  );
  const row = result.rows[0];
  const stored = storedSettingsSchema.safeParse(row?.value);
  return {
    ...DEFAULT_SETTINGS,
    ...(stored.success ? stored.data : {}),
    version: row?.version ?? 1,
    updatedAt: iso(row?.updated_at) ?? new Date(0).toISOString(),
  };
}

/**
 * Refuses (400 on `field`) a stay longer than the settings' maxStayNights: the schemas hold every
 * stay to the ceiling, this to the business's own maximum.
 */
export async function assertStayAllowed(
  db: Queryable,
  checkIn: string,
  checkOut: string,
  field = 'checkOut',
): Promise<void> {
  const { maxStayNights } = await readSettings(db);
  if (!isStayWithin(checkIn, checkOut, maxStayNights))
    throw invalid({ [field]: apiMessage('stayTooLong', { nights: maxStayNights }) });
}

/** Writes the defaults once; running it again leaves edited settings alone. */
export async function ensureSettings(db: Queryable): Promise<void> {
  await db.query(
    `insert into settings (key, value) values ('global', $1::text::jsonb) on conflict (key) do nothing`,
    [json(DEFAULT_SETTINGS)],
  );
}

export function settingsRoutes(deps: AppDeps): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/api/v1/global/settings',
      tag: 'Settings',
      summary: 'The public part of the business-wide settings (the sign-in and public pages)',
      description:
        'Product and company names, the brands, the support address, locale, time zone and currency: what a page shows before anyone signs in. The rest (margin floor, hold, VAT, payment terms, experiments, sign-up domains, version) is `GET /api/v1/global/settings/full`, for signed-in staff.',
      access: PUBLIC,
      response: z.object({ data: publicSettingsResponseSchema }),
      handler: async () => ({
        data: { settings: publicSettingsOf(await readSettings(deps.db)) },
      }),
    }),
    route({
      method: 'get',
      path: '/api/v1/global/settings/full',
      tag: 'Settings',
      summary: 'Every business-wide setting, with the version a change is made against',
      access: SIGNED_IN,
      response: z.object({ data: globalSettingsResponseSchema }),
      handler: async () => ({ data: { settings: await readSettings(deps.db) } }),
    }),
    route({
      method: 'patch',
      path: '/api/v1/global/settings',
      tag: 'Settings',
      summary: 'Change business-wide settings',
      access: needs('ADMINISTRATION'),
      body: { type: 'json', schema: globalSettingsUpdateSchema },
      response: mutationSchema(globalSettingsResponseSchema),
      handler: async ({ body, user }) => {
        const { version, ...changes } = body;
        await ensureSettings(deps.db);
        const settings = await deps.db.transaction(async (tx) => {
          const current = await tx.query<SettingsRow>(
            "select value, version, updated_at from settings where key = 'global' for update",
          );
          const row = current.rows[0] as SettingsRow;
          if (row.version !== version) throw staleVersion('The settings');
          const before = storedSettingsSchema.parse({
            ...DEFAULT_SETTINGS,
            ...(row.value as object),
          });
          const after = { ...before, ...changes };
          await tx.query(
            `update settings set value = $1::text::jsonb, version = version + 1, updated_at = $2
             where key = 'global'`,
            [json(after), deps.clock.now()],
          );
          await writeAudit(tx, {
            actorId: user.id,
            action: 'update',
            recordType: 'settings',
            recordId: 'global',
            changes: diff(before, after),
            at: deps.clock.now(),
          });
          return readSettings(tx);
        });
        return { ...success('settingsSaved'), data: { settings } };
      },
    }),
  ];
}
