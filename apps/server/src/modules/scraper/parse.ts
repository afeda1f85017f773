import {
  PROPERTY_TYPES,
  type PropertyType,
  type ScrapedLandlord,
  type ScrapedListing,
} from '@staydesk/domain';

/**
 * Reading saved listing and host-profile pages (the scraper stand-in). Pages carry their facts
 * three ways, tried in this order: schema.org JSON-LD blocks, Open Graph / place meta tags, and
 * the visible text ("Joined in March 2019", "Response rate: 98%", "3 bedrooms"). Only what is
 * found is returned; nothing is guessed.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  pound: '£',
  euro: '€',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) {
      return safeCodePoint(Number.parseInt(code.slice(2), 16)) ?? whole;
    }
    if (code.startsWith('#')) return safeCodePoint(Number.parseInt(code.slice(1), 10)) ?? whole;
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function safeCodePoint(code: number): string | undefined {
  if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff) return undefined;
  if (code >= 0xd800 && code <= 0xdfff) return undefined;
  return String.fromCodePoint(code);
}

/** The page's visible text: scripts, styles and tags removed, entities decoded, spaces folded. */
export function visibleText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|section)>/gi, '\n')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(
    /([a-zA-Z_:][\w:.-]*)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g,
  )) {
    const [, name, , double, single, bare] = match;
    if (name) attributes[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? '');
  }
  return attributes;
}

/** `<meta property|name="key" content="…">` values, keyed in lower case; the first one wins. */
export function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = attributesOf(match[0]);
    const key = (attributes.property ?? attributes.name ?? attributes.itemprop)?.toLowerCase();
    const content = attributes.content;
    if (key && content !== undefined && !tags.has(key)) tags.set(key, content.trim());
  }
  return tags;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object of the page's JSON-LD blocks, `@graph` members included; broken blocks skipped. */
export function jsonLdObjects(html: string): JsonObject[] {
  const found: JsonObject[] = [];
  const visit = (value: Json | undefined) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isObject(value)) {
      found.push(value);
      if (Array.isArray(value['@graph'])) value['@graph'].forEach(visit);
    }
  };
  const blocks = html.matchAll(
    /<script\b[^>]*type\s*=\s*["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script\s*>/gi,
  );
  for (const [, body] of blocks) {
    try {
      visit(JSON.parse(body ?? '') as Json);
    } catch {
      // A page with one broken block still has the others.
    }
  }
  return found;
}

function typesOf(object: JsonObject): string[] {
  const type = object['@type'];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
}

const text = (value: Json | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? decodeEntities(value.trim()) : undefined;

function numberOf(value: Json | undefined): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  if (isObject(value)) return numberOf(value.value);
  return undefined;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** "Joined in March 2019" / "Member since 2016" / "Host since 12 May 2020" → YYYY-MM-DD. */
export function joinedDate(pageText: string): string | undefined {
  const match =
    /(?:joined(?: in)?|member since|host since|hosting since)\s+(?:(\d{1,2})\s+)?(?:([a-z]+)\s+)?(\d{4})/i.exec(
      pageText,
    );
  if (!match) return undefined;
  const [, dayText, monthText, yearText] = match;
  const month = monthText ? MONTHS.indexOf(monthText.toLowerCase()) + 1 : 1;
  if (month === 0) return undefined;
  const day = dayText ? Number(dayText) : 1;
  const year = Number(yearText);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

const clampPercent = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

/** A host profile page: name, joined date, bookings (or reviews), response rate, verified. */
export function parseProfilePage(html: string): ScrapedLandlord {
  const meta = metaTags(html);
  const pageText = visibleText(html);
  const person = jsonLdObjects(html).find((object) =>
    typesOf(object).some((type) => type === 'Person' || type === 'Organization'),
  );
  const result: ScrapedLandlord = {};
  const name =
    text(person?.name) ??
    meta.get('profile:username') ??
    meta.get('og:title')?.split(/\s[|–-]\s/)[0];
  if (name) result.name = name.slice(0, 200);
  const joined = text(person?.memberSince) ?? joinedDate(pageText);
  if (joined && /^\d{4}-\d{2}-\d{2}$/.test(joined)) result.joinedAt = joined;
  const bookings =
    numberOf(person?.numberOfBookings) ??
    numberOf(
      /(\d[\d,]*)\s+(?:bookings|stays hosted|completed stays)/i
        .exec(pageText)?.[1]
        ?.replace(/,/g, ''),
    ) ??
    numberOf(/(\d[\d,]*)\s+reviews?\b/i.exec(pageText)?.[1]?.replace(/,/g, ''));
  if (bookings !== undefined && bookings >= 0) result.historicalBookings = Math.floor(bookings);
  const rate = /response rate:?\s*(\d{1,3})\s*%/i.exec(pageText)?.[1];
  if (rate !== undefined) result.responseRatePercent = clampPercent(Number(rate));
  if (/\b(identity verified|verified host|verified landlord)\b/i.test(pageText))
    result.isVerified = true;
  const site = meta.get('og:site_name');
  if (site) result.platform = site.slice(0, 200);
  return result;
}

const TYPE_WORDS: [RegExp, PropertyType][] = [
  [/\bduplex\b/i, 'duplex'],
  [/\bmaisonette\b/i, 'maisonette'],
  [/\bbungalow\b/i, 'bungalow'],
  [/\bstudio\b/i, 'studio'],
  [/\bannex(e)?\b/i, 'annex'],
  [/\b(mobile home|static caravan|caravan)\b/i, 'mobile'],
  [/\b(apartment|flat|condo)\b/i, 'apartment'],
  [/\b(house|cottage|townhouse|villa|semi-detached|detached|terraced)\b/i, 'house'],
];

/** A property type from the page's words: schema.org types first, then the title. */
export function propertyTypeOf(words: string): PropertyType | undefined {
  const known = PROPERTY_TYPES.find((option) => option.value === words.toLowerCase());
  if (known) return known.value;
  return TYPE_WORDS.find(([pattern]) => pattern.test(words))?.[1];
}

function countOf(pageText: string, noun: RegExp): number | undefined {
  const match = new RegExp(`(\\d{1,2})\\s+${noun.source}`, 'i').exec(pageText);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

const CURRENCY_SIGNS: Record<string, string> = { '£': 'GBP', '€': 'EUR', $: 'USD' };

/** A listing page: title, type, address, position, rooms, guests, nightly price, description. */
export function parseListingPage(html: string): ScrapedListing {
  const meta = metaTags(html);
  const pageText = visibleText(html);
  const objects = jsonLdObjects(html);
  const place = objects.find((object) =>
    typesOf(object).some((type) =>
      /^(Accommodation|Apartment|House|SingleFamilyResidence|Residence|LodgingBusiness|VacationRental|Place|Product|Hotel)$/.test(
        type,
      ),
    ),
  );
  const result: ScrapedListing = {};
  const title = text(place?.name) ?? meta.get('og:title');
  if (title) result.title = title.slice(0, 200);
  const typeWords = [...(place ? typesOf(place) : []), title ?? ''].join(' ');
  const type = propertyTypeOf(typeWords);
  if (type) result.type = type;

  const address = isObject(place?.address) ? place.address : undefined;
  const city = text(address?.addressLocality) ?? meta.get('og:locality');
  if (city) result.city = city.slice(0, 200);
  const zip = text(address?.postalCode) ?? meta.get('og:postal-code');
  if (zip) result.zip = zip.slice(0, 60);
  const street = text(address?.streetAddress) ?? meta.get('og:street-address');
  if (street) result.street = street.slice(0, 200);

  const geo = isObject(place?.geo) ? place.geo : undefined;
  const lat = numberOf(geo?.latitude) ?? numberOf(meta.get('place:location:latitude'));
  const lng = numberOf(geo?.longitude) ?? numberOf(meta.get('place:location:longitude'));
  if (lat !== undefined && lng !== undefined && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
    result.position = [lng, lat];
  }

  const bedrooms =
    numberOf(place?.numberOfBedrooms) ?? countOf(pageText, /bed(room)?s?\b(?!\s*linen)/);
  if (bedrooms !== undefined && bedrooms <= 30) result.bedrooms = Math.floor(bedrooms);
  const bathrooms = numberOf(place?.numberOfBathroomsTotal) ?? countOf(pageText, /bath(room)?s?\b/);
  if (bathrooms !== undefined && bathrooms <= 30) result.bathrooms = Math.floor(bathrooms);
  const guests = numberOf(place?.occupancy) ?? countOf(pageText, /guests?\b/);
  if (guests !== undefined && guests >= 1 && guests <= 50) result.maxGuests = Math.floor(guests);

  const offers = isObject(place?.offers) ? place.offers : undefined;
  const price = numberOf(offers?.price);
  const currency = text(offers?.priceCurrency);
  if (price !== undefined && price >= 0) {
    result.nightlyRate = price.toFixed(2);
    if (currency && /^[A-Z]{3}$/.test(currency)) result.currency = currency;
  } else {
    const shown = /([£€$])\s?(\d[\d,]*(?:\.\d{2})?)\s*(?:\/|per|a)\s*night/i.exec(pageText);
    if (shown?.[1] && shown[2]) {
      result.nightlyRate = Number(shown[2].replace(/,/g, '')).toFixed(2);
      result.currency = CURRENCY_SIGNS[shown[1]] ?? 'GBP';
    }
  }
  const description = text(place?.description) ?? meta.get('og:description');
  if (description) result.description = description.slice(0, 10_000);
  return result;
}
