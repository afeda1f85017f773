import { z } from 'zod';
import { THEME_TYPES } from '../constants';
import { boundedText, TEXT_LIMITS } from './common';
import { currencySchema, percentageSchema } from './money';

/** A per-user feature the administration screen can switch on (spec §3 experiments). */
export const availableExperimentSchema = z.object({
  name: boundedText(60).min(1),
  label: boundedText(TEXT_LIMITS.name).min(1),
  description: boundedText(TEXT_LIMITS.description),
});
export type AvailableExperiment = z.infer<typeof availableExperimentSchema>;

/** One brand's name and phone number in the header. */
export const brandSettingsSchema = z.object({
  name: boundedText(TEXT_LIMITS.name).min(1),
  /** Shown as a tappable tel: link in the header (spec §1). */
  phone: boundedText(TEXT_LIMITS.phone).min(1),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

/**
 * The business-wide settings behind GET /api/v1/global/settings (response `data.settings`).
 * The spec does not show the contents; these are what the rules here need, plus the product and
 * brand details of the header, VAT, the experiments staff can be given, and the email domains
 * allowed to sign up.
 */
export const globalSettingsSchema = z.object({
  companyName: boundedText(TEXT_LIMITS.name),
  defaultCurrency: currencySchema,
  /** Offer lines below this margin need approval (the AWAITING_APPROVAL tab). */
  marginFloorPercent: percentageSchema,
  /** How long a held offer line (status awaitingResponse, shown as Hold) stays held. */
  holdHours: z.number().int().min(1).max(720),
  defaultPaymentTermsDays: z.number().int().min(0).max(365),
  supportEmail: boundedText(TEXT_LIMITS.email),
  version: z.number().int().min(1),
  updatedAt: z.iso.datetime({ offset: true }),
  productName: boundedText(TEXT_LIMITS.name).min(1),
  brands: z.object({ staydesk: brandSettingsSchema, harbour: brandSettingsSchema }),
  defaultVatRatePercent: z.string().regex(/^\d{1,2}(\.\d{1,2})?$/),
  locale: boundedText(TEXT_LIMITS.code).min(2),
  timeZone: boundedText(TEXT_LIMITS.code).min(1),
  experiments: z.array(availableExperimentSchema).max(100),
  signUpEmailDomains: z.array(boundedText(253).toLowerCase().min(3)).max(100),
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

export const globalSettingsResponseSchema = z.object({ settings: globalSettingsSchema });

export const globalSettingsUpdateSchema = globalSettingsSchema
  .omit({ version: true, updatedAt: true })
  .partial()
  .extend({ version: z.number().int().min(1) });
export type GlobalSettingsUpdate = z.infer<typeof globalSettingsUpdateSchema>;

/** Client settings persisted in browser storage under the key `root` (spec §3). */
export const clientSettingsSchema = z.object({
  theme: z.object({ type: z.enum(THEME_TYPES), custom: z.boolean() }),
  language: z.string().min(2).max(TEXT_LIMITS.code),
});
export type ClientSettings = z.infer<typeof clientSettingsSchema>;

export const DEFAULT_CLIENT_SETTINGS: ClientSettings = {
  theme: { type: 'light', custom: false },
  language: 'en',
};

export const SNACKBAR_TYPES = ['info', 'success', 'error'] as const;
export type SnackbarType = (typeof SNACKBAR_TYPES)[number];

/** The session kept in local storage (spec §3): token, refreshToken, userId. */
export const storedSessionSchema = z.object({
  token: z.string().min(1),
  refreshToken: z.string().min(1).nullable(),
  userId: z.string().min(1),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;
