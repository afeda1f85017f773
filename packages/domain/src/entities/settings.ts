import { z } from 'zod/mini';
import { DEFAULT_MAX_STAY_NIGHTS, MAX_STAY_NIGHTS_CEILING } from '../bounds';
import { THEME_TYPES } from '../constants';
import { boundedText, TEXT_LIMITS } from './common';
import { currencySchema, percentageSchema } from './money-schema';

/** A per-user feature the administration screen can switch on (spec §3 experiments). */
export const availableExperimentSchema = z.object({
  name: boundedText(60).check(z.minLength(1)),
  label: boundedText(TEXT_LIMITS.name).check(z.minLength(1)),
  description: boundedText(TEXT_LIMITS.description),
});
export type AvailableExperiment = z.infer<typeof availableExperimentSchema>;

/** One brand's name and phone number in the header. */
export const brandSettingsSchema = z.object({
  name: boundedText(TEXT_LIMITS.name).check(z.minLength(1)),
  /** Shown as a tappable tel: link in the header (spec §1). */
  phone: boundedText(TEXT_LIMITS.phone).check(z.minLength(1)),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

const maxStayNightsSchema = z.number().check(z.int(), z.gte(1), z.lte(MAX_STAY_NIGHTS_CEILING));

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
  holdHours: z.number().check(z.int(), z.gte(1), z.lte(720)),
  defaultPaymentTermsDays: z.number().check(z.int(), z.gte(0), z.lte(365)),
  /**
   * The longest stay a booking or an enquiry may ask for, in nights (default three years);
   * settings stored before it existed take the default.
   */
  maxStayNights: z._default(maxStayNightsSchema, DEFAULT_MAX_STAY_NIGHTS),
  supportEmail: boundedText(TEXT_LIMITS.email),
  version: z.number().check(z.int(), z.gte(1)),
  updatedAt: z.iso.datetime({ offset: true }),
  productName: boundedText(TEXT_LIMITS.name).check(z.minLength(1)),
  brands: z.object({ staydesk: brandSettingsSchema, harbour: brandSettingsSchema }),
  defaultVatRatePercent: z.string().check(z.regex(/^\d{1,2}(\.\d{1,2})?$/)),
  locale: boundedText(TEXT_LIMITS.code).check(z.minLength(2)),
  timeZone: boundedText(TEXT_LIMITS.code).check(z.minLength(1)),
  experiments: z.array(availableExperimentSchema).check(z.maxLength(100)),
  signUpEmailDomains: z
    .array(boundedText(253).check(z.toLowerCase(), z.minLength(3)))
    .check(z.maxLength(100)),
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

export const globalSettingsResponseSchema = z.object({ settings: globalSettingsSchema });

/**
 * What anyone may read without signing in: what the sign-in page, the public pages and the
 * shell before sign-in show (the product and company names, the brands' phone numbers, the
 * support address, locale, time zone and currency). The business's rules (margin floor, hold,
 * VAT, payment terms), its experiments and the sign-up domains are for signed-in staff only.
 */
export const publicSettingsSchema = z.pick(globalSettingsSchema, {
  companyName: true,
  productName: true,
  brands: true,
  supportEmail: true,
  locale: true,
  timeZone: true,
  defaultCurrency: true,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
export const publicSettingsResponseSchema = z.object({ settings: publicSettingsSchema });

/** The public part of the settings, and nothing else. */
export function publicSettingsOf(settings: GlobalSettings): PublicSettings {
  return {
    companyName: settings.companyName,
    productName: settings.productName,
    brands: settings.brands,
    supportEmail: settings.supportEmail,
    locale: settings.locale,
    timeZone: settings.timeZone,
    defaultCurrency: settings.defaultCurrency,
  };
}

/** Fields left out stay as they are: no default is filled in here. */
export const globalSettingsUpdateSchema = z.extend(
  z.partial(z.omit(globalSettingsSchema, { version: true, updatedAt: true })),
  {
    maxStayNights: z.optional(maxStayNightsSchema),
    version: z.number().check(z.int(), z.gte(1)),
  },
);
export type GlobalSettingsUpdate = z.infer<typeof globalSettingsUpdateSchema>;

/** Client settings persisted in browser storage under the key `root` (spec §3). */
export const clientSettingsSchema = z.object({
  theme: z.object({ type: z.enum(THEME_TYPES), custom: z.boolean() }),
  language: z.string().check(z.minLength(2), z.maxLength(TEXT_LIMITS.code)),
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
  token: z.string().check(z.minLength(1)),
  refreshToken: z.nullable(z.string().check(z.minLength(1))),
  userId: z.string().check(z.minLength(1)),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;
