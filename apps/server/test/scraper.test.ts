import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  joinedDate,
  parseListingPage,
  parseProfilePage,
  propertyTypeOf,
  visibleText,
} from '../src/modules/scraper/parse.js';
import { parseProfileUrl, readListing, readProfile } from '../src/modules/scraper/routes.js';
import { httpScraper } from '../src/services/scraper.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/scraper/${name}`, import.meta.url), 'utf8');

describe('listing pages', () => {
  it('reads a JSON-LD @graph listing and skips a broken block', () => {
    expect(parseListingPage(fixture('vrbo-listing.html'))).toEqual({
      title: 'Harbourside Cottage & Garden',
      type: 'house',
      city: 'Whitby',
      zip: 'YO22 4DW',
      street: '7 Henrietta Street',
      position: [-0.6098, 54.4885],
      bedrooms: 3,
      bathrooms: 2,
      maxGuests: 6,
      nightlyRate: '165.00',
      currency: 'GBP',
      description: "Fisherman's cottage above the harbour.",
    });
  });

  it('falls back to meta tags and visible text, ignoring scripts and comments', () => {
    expect(parseListingPage(fixture('plain-listing.html'))).toEqual({
      title: 'Studio flat to rent, Jesmond',
      type: 'studio',
      position: [-1.604, 54.989],
      bedrooms: 1,
      bathrooms: 1,
      maxGuests: 2,
      nightlyRate: '1095.00',
      currency: 'GBP',
    });
  });

  it('finds nothing on a page without facts', () => {
    expect(parseListingPage('<html><body>Hello</body></html>')).toEqual({});
  });
});

describe('host profile pages', () => {
  it('reads name, joined date, stays, response rate and verification from text', () => {
    expect(parseProfilePage(fixture('host-profile.html'))).toEqual({
      name: 'Hosted by Dafydd Rees',
      joinedAt: '2020-05-12',
      historicalBookings: 1204,
      responseRatePercent: 87,
      isVerified: true,
      platform: 'Vrbo',
    });
  });

  it('reads the dates staff see on profiles', () => {
    expect(joinedDate('Joined in March 2019')).toBe('2019-03-01');
    expect(joinedDate('Member since 2016')).toBe('2016-01-01');
    expect(joinedDate('Host since 31 February 2020')).toBeUndefined();
    expect(joinedDate('nothing here')).toBeUndefined();
  });
});

describe('text helpers', () => {
  it('decodes entities, refusing code points that are not characters', () => {
    expect(decodeEntities('&pound;5 &amp; &#8212; &#x1F3E0; &#0; &#xD800; &bogus;')).toBe(
      '£5 & — 🏠 &#0; &#xD800; &bogus;',
    );
    expect(visibleText('<p>a</p><script>x</script><p>b&nbsp;c</p>')).toBe('a\nb c');
  });

  it('maps listing words to the spec property types', () => {
    expect(propertyTypeOf('Apartment')).toBe('apartment');
    expect(propertyTypeOf('Victorian terraced house')).toBe('house');
    expect(propertyTypeOf('Garden annexe')).toBe('annex');
    expect(propertyTypeOf('Static caravan by the sea')).toBe('mobile');
    expect(propertyTypeOf('Castle')).toBeUndefined();
  });
});

describe('the stand-in', () => {
  it('recognises profile addresses and reads saved pages', () => {
    expect(parseProfileUrl('airbnb.com/users/show/48213377')?.url).toBe(
      'https://www.airbnb.co.uk/users/show/48213377',
    );
    expect(parseProfileUrl('https://evil.test/users/show/1')).toBeUndefined();
    expect(readProfile('https://www.openrent.co.uk/landlords/771204')).toMatchObject({
      name: 'Peter Okafor',
      joinedAt: '2019-01-01',
      responseRatePercent: 58,
      historicalBookings: 34,
    });
    expect(readListing('https://www.rightmove.co.uk/properties/150987321')).toMatchObject({
      type: 'house',
      bedrooms: 3,
      bathrooms: 2,
      maxGuests: 6,
      nightlyRate: '145.00',
      position: [-2.277, 53.442],
    });
  });

  it('a remote scraper passes the token and its 404 on, and refuses an unreadable answer', async () => {
    const seen: { url: string; auth: string | null }[] = [];
    const fake: typeof fetch = async (input, init) => {
      seen.push({ url: String(input), auth: new Headers(init?.headers).get('authorization') });
      const body = JSON.parse(String(init?.body)) as { url: string };
      if (body.url.endsWith('/1'))
        return Response.json({ message: 'No saved copy' }, { status: 404 });
      if (body.url.endsWith('/2')) return Response.json({ data: { source: 'nonsense' } });
      return Response.json({
        data: {
          name: 'Ann',
          source: {
            platform: 'airbnb',
            externalId: '3',
            url: 'https://www.airbnb.co.uk/users/show/3',
          },
        },
      });
    };
    const client = httpScraper('https://scraper.test/', fake);
    expect(await client.profile('https://www.airbnb.co.uk/users/show/3', 'T')).toMatchObject({
      name: 'Ann',
    });
    expect(seen[0]).toEqual({ url: 'https://scraper.test/profile', auth: 'Bearer T' });
    await expect(client.profile('x/1', 'T')).rejects.toMatchObject({ status: 404 });
    await expect(client.listing('x/2', 'T')).rejects.toMatchObject({ status: 503 });
  });
});
