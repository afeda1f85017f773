import { type Formatters, LOCALES } from '../../../i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day (YYYY-MM-DD) as '23 Nov 2026' / '23 nov. 2026'. Read as UTC so that the day
 * never shifts with the browser's time zone (a stay's day is a day, not an instant).
 */
export function dayText(f: Pick<Formatters, 'language'>, day: string): string {
  const locale = LOCALES[f.language];
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
