import { type ApiMessage, DEFAULT_DATE_FORMAT, formatDate } from '@staydesk/domain';
import { IntlMessageFormat } from 'intl-messageformat';
import { use, useMemo } from 'react';
import { type Language, useClientSettings } from '../lib/client-settings';
import { en } from './en';
import type { Messages, Widen } from './types';

export type { Messages, Widen } from './types';
export type { Language };

/** The BCP 47 locale each language formats in (Intl). */
export const LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' };

export function useLanguage(): Language {
  return useClientSettings().settings.language;
}

/** A language's texts, or the module that holds them (loaded when that language is chosen). */
export type Catalogue<M> = Widen<M> | (() => Promise<Widen<M>>);

/**
 * A feature's own texts, in both languages: French is typed by the English shape, so a missing
 * or mistyped key in either fails the typecheck (the English object is the key list). English
 * ships with the code; French may be a loader, fetched only when French is chosen.
 */
export interface MessageBundle<M> {
  readonly en: Widen<M>;
  /** The texts of a language: loaded, or undefined until `loadLanguage` has fetched them. */
  readonly get: (language: Language) => Widen<M> | undefined;
  /** Fetches a language's texts once; later calls share the first promise. */
  readonly load: (language: Language) => Promise<void>;
}

/** Every bundle defined so far: `loadLanguage` fetches a language for all of them at once. */
const bundles = new Set<MessageBundle<unknown>>();

/**
 * Defines a feature's texts: `defineMessages(en, fr)` with the French object, or with a loader,
 * `defineMessages(en, () => import('./messages.fr').then((m) => m.fr))`, so French stays out
 * of every chunk until a user picks it.
 */
export function defineMessages<const M>(en: M & Widen<M>, fr: Catalogue<M>): MessageBundle<M> {
  const loaded: Partial<Record<Language, Widen<M>>> = { en };
  if (typeof fr !== 'function') loaded.fr = fr;
  const pending: Partial<Record<Language, Promise<void>>> = {};
  const bundle: MessageBundle<M> = {
    en,
    get: (language) => loaded[language],
    load: (language) => {
      if (loaded[language] || typeof fr !== 'function') return Promise.resolve();
      pending[language] ??= fr().then((texts) => {
        loaded[language] = texts;
      });
      return pending[language];
    },
  };
  bundles.add(bundle);
  return bundle;
}

/** The app's shared texts (src/i18n/en, src/i18n/fr). */
export const coreMessages: MessageBundle<typeof en> = defineMessages(en, () =>
  import('./fr').then((m) => m.fr),
);

/**
 * Fetches a language's texts for every bundle defined so far. main.tsx awaits it for the
 * persisted language before the first render; the language switch awaits it before switching.
 */
export function loadLanguage(language: Language): Promise<void> {
  return Promise.all([
    ...[...bundles].map((bundle) => bundle.load(language)),
    loadApiTexts(language),
  ]).then(() => undefined);
}

/**
 * The server's refusals by code in a language other than English (fr/api-messages.ts): its
 * code's text with the parameters, or undefined for a code it does not know.
 */
export type ApiTexts = (
  coded: ApiMessage,
  format: (message: string, values: Record<string, string | number>) => string,
  day: (day: string) => string,
) => string | undefined;

const apiTexts: Partial<Record<Language, ApiTexts>> = {};

/**
 * Loaded with the language's texts, from the same chunk: English needs none (the server's
 * message is English), so no catalogue of refusals ships with the app's first screens.
 */
function loadApiTexts(language: Language): Promise<void> {
  if (language === 'en' || apiTexts[language]) return Promise.resolve();
  return import('./fr').then((m) => {
    apiTexts[language] = m.apiText;
  });
}

/**
 * A bundle's texts in a language. A bundle defined after the language was loaded (in a chunk
 * loaded later) suspends its screen until its texts arrive.
 */
function textsOf<M>(bundle: MessageBundle<M>, language: Language): Widen<M> {
  const texts = bundle.get(language);
  if (texts) return texts;
  use(bundle.load(language));
  return bundle.get(language) ?? bundle.en;
}

/** A bundle's texts outside React (labels resolved when shown); English until loaded. */
export function messagesIn<M>(bundle: MessageBundle<M>, language: Language): Widen<M> {
  return bundle.get(language) ?? bundle.en;
}

/** The texts of the user's language. */
export function useT(): Messages {
  return textsOf(coreMessages, useLanguage());
}

/** The active language's texts of a feature bundle (typed by English). */
export function useMessages<M>(bundle: MessageBundle<M>): Widen<M> {
  return textsOf(bundle, useLanguage());
}

/**
 * The shared texts with a feature's own beside them under `key` (`t.administration`): the texts
 * live in the feature's bundle (its chunk, not every screen's), the screen reads them as before.
 */
export function useTextsWith<const K extends string, M>(
  key: K,
  bundle: MessageBundle<M>,
): Messages & { readonly [P in K]: Widen<M> } {
  const t = useT();
  const own = useMessages(bundle);
  return useMemo(
    () => ({ ...t, [key]: own }) as Messages & { readonly [P in K]: Widen<M> },
    [t, key, own],
  );
}

export type MessageValues = Record<string, string | number | Date>;

const compiled = new Map<string, IntlMessageFormat>();

/**
 * Formats an ICU message (plurals, select, `{name}` placeholders, numbers) in a language with
 * FormatJS. Tags are text (no rich text in our messages). A message is parsed once a language
 * for the page: a table formats the same few texts on every row.
 */
export function formatMessage(
  language: Language,
  message: string,
  values: MessageValues = {},
): string {
  const locale = LOCALES[language];
  const key = `${locale}|${message}`;
  let formatter = compiled.get(key);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    compiled.set(key, formatter);
  }
  return String(formatter.format(values));
}

let activeLanguage: Language = 'en';

/** Set by the client settings, so `format` outside a hook formats in the user's language. */
export function setActiveLanguage(language: Language): void {
  activeLanguage = language;
}

/** The language the app shows now (outside React: an error's text, a toast). */
export function activeLanguageOf(): Language {
  return activeLanguage;
}

/** A calendar day as the API sends it (a `day` parameter of the catalogue). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A server's refusal in a language. English is the server's own text, each day parameter in it
 * shown in the user's format; another language takes its code's text with the parameters (days
 * in the user's format), or the server's English words when the code is unknown to this
 * dashboard (a newer server) or absent.
 */
export function apiMessageText(
  coded: Partial<ApiMessage> | undefined,
  english: string,
  language: Language = activeLanguage,
): string {
  const { day } = formatters(language);
  if (language === 'en') {
    let text = english;
    for (const value of Object.values(coded?.params ?? {}))
      if (typeof value === 'string' && ISO_DAY.test(value))
        text = text.replaceAll(value, day(value));
    return text;
  }
  const translate = apiTexts[language];
  if (coded?.code === undefined || !translate) return english;
  const values = { code: coded.code, params: coded.params };
  const format = (message: string, params: Record<string, string | number>) =>
    formatMessage(language, message, params);
  return translate(values, format, day) ?? english;
}

/** Formats an ICU message in the active language (see formatMessage). */
export function format(message: string, values: MessageValues = {}): string {
  return formatMessage(activeLanguage, message, values);
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** Dates, relative times, numbers and money through Intl, in the user's language. */
export interface Formatters {
  readonly language: Language;
  /** An ICU message with values. */
  message: (message: string, values?: MessageValues) => string;
  /**
   * A date and time: the spec's default 'MMMM Do YYYY, h:mm:ss a' in English (Intl has no
   * ordinal day), Intl's long date and medium time in other languages.
   */
  dateTime: (value: Date | string | number) => string;
  /** A calendar date (no time). */
  date: (value: Date | string | number) => string;
  /**
   * A calendar day (YYYY-MM-DD) as '23 Nov 2026' / '23 nov. 2026', read as UTC so that it never
   * shifts with the browser's time zone (a stay's day is a day, not an instant).
   */
  day: (day: string) => string;
  /** Two calendar days as one range: '17–24 Dec 2026', '20 Nov 2026 – 18 Feb 2027'. */
  dayRange: (from: string, to: string) => string;
  /** A month (YYYY-MM) as a chart's label, 'Nov 26', or in full, 'November 2026'. */
  month: (month: string, length?: 'short' | 'long') => string;
  /** '5 minutes ago' / 'il y a 5 minutes' (Intl.RelativeTimeFormat). */
  relative: (value: Date | string | number, now?: Date) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  money: (amount: number, currency: string) => string;
  /** A percentage; `fractionDigits` fixes the decimals (columns of a table line up). */
  percent: (value: number, fractionDigits?: number) => string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One `Intl.NumberFormat` per locale and options for the page: building one costs ~100 times a
 * `format` call, and a table's money column formats every row on every render.
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function createFormatters(language: Language): Formatters {
  const locale = LOCALES[language];
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'medium',
  });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  const relativeFormat = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const dayFormat = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
  // Built when first asked for: only the report screens label months.
  const monthFormats = new Map<'short' | 'long', Intl.DateTimeFormat>();
  const monthFormat = (length: 'short' | 'long') => {
    let format = monthFormats.get(length);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, {
        month: length,
        year: length === 'short' ? '2-digit' : 'numeric',
        timeZone: 'UTC',
      });
      monthFormats.set(length, format);
    }
    return format;
  };
  return {
    language,
    message: (message, values) => formatMessage(language, message, values),
    dateTime: (value) =>
      language === 'en'
        ? formatDate(value, DEFAULT_DATE_FORMAT)
        : dateTimeFormat.format(new Date(value)),
    date: (value) => dateFormat.format(new Date(value)),
    day: (day) => dayFormat.format(utcDay(day)),
    dayRange: (from, to) => dayFormat.formatRange(utcDay(from), utcDay(to)),
    month: (month, length = 'short') => monthFormat(length).format(utcDay(`${month}-01`)),
    relative: (value, now = new Date()) => {
      // A time ahead of the browser's clock (server skew) reads 'now', never 'in 3 seconds'.
      const seconds = Math.min(0, Math.round((new Date(value).getTime() - now.getTime()) / 1000));
      for (const [unit, size] of UNITS) {
        if (Math.abs(seconds) >= size || unit === 'second') {
          return relativeFormat.format(Math.trunc(seconds / size), unit);
        }
      }
      return relativeFormat.format(0, 'second');
    },
    number: (value, options) => numberFormat(locale, options).format(value),
    money: (amount, currency) =>
      numberFormat(locale, { style: 'currency', currency }).format(amount),
    percent: (value, fractionDigits) =>
      numberFormat(
        locale,
        fractionDigits === undefined
          ? { style: 'percent', maximumFractionDigits: 2 }
          : {
              style: 'percent',
              minimumFractionDigits: fractionDigits,
              maximumFractionDigits: fractionDigits,
            },
      ).format(value / 100),
  };
}

const formattersByLanguage = new Map<Language, Formatters>();

/**
 * The formatters of a language, built once for the page: each `useFormat` used to build its own
 * three Intl formatters when its component mounted (0.23 ms in Node, ~1 ms at the bench's 4×
 * CPU, for every component that formats, on every screen it opens).
 */
export function formatters(language: Language): Formatters {
  let built = formattersByLanguage.get(language);
  if (!built) {
    built = createFormatters(language);
    formattersByLanguage.set(language, built);
  }
  return built;
}

/** The Intl formatters of the user's language. */
export function useFormat(): Formatters {
  return formatters(useLanguage());
}

/**
 * Field messages come from the domain schemas in English (spec §5 texts). This swaps a known
 * one for the user's language and leaves any other (a server's own text) as it is.
 */
export function translateMessage(t: Messages, message: string | undefined): string | undefined {
  if (!message) return message;
  const names = Object.keys(en.validation) as (keyof Messages['validation'])[];
  const key = names.find((name) => en.validation[name] === message);
  if (key) return t.validation[key];
  // A message with a value in it (the settings' longest stay): the English text's {places}
  // match any value, which the translation gets back.
  for (const name of names) {
    const values = placedValues(en.validation[name], message);
    if (values) return formatMessage('en', t.validation[name], values);
  }
  return message;
}

const PLACE = /\{(\w+)\}/g;

/** The values a message fills into a text's {places}, or undefined when it is not that text. */
function placedValues(text: string, message: string): Record<string, string> | undefined {
  const places = [...text.matchAll(PLACE)].map((match) => match[1] ?? '');
  if (places.length === 0) return undefined;
  const pattern = text
    .split(PLACE)
    .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const found = new RegExp(`^${pattern}$`).exec(message);
  if (!found) return undefined;
  return Object.fromEntries(places.map((place, index) => [place, found[index + 1] ?? '']));
}
