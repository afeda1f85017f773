import { describe, expect, it } from 'vitest';
import {
  SEARCH_KINDS,
  SEARCH_TEXT_MAX,
  searchableKinds,
  searchQuerySchema,
  searchResultHref,
} from './search';

describe('searchQuerySchema', () => {
  it('trims the text and takes five results of each kind by default', () => {
    expect(searchQuerySchema.parse({ q: '  ENQ-10001 ' })).toEqual({ q: 'ENQ-10001', limit: 5 });
    expect(searchQuerySchema.parse({ q: 'leeds', limit: '10' })).toEqual({ q: 'leeds', limit: 10 });
  });

  it('takes no text, or blank text, as nothing to search', () => {
    expect(searchQuerySchema.parse({})).toEqual({ q: '', limit: 5 });
    expect(searchQuerySchema.parse({ q: '   ' })).toEqual({ q: '', limit: 5 });
  });

  it('refuses too long or NUL-carrying text and limits outside 1 to 10', () => {
    for (const query of [
      { q: 'x'.repeat(SEARCH_TEXT_MAX + 1) },
      { q: 'a\u0000b' },
      { q: 'leeds', limit: '0' },
      { q: 'leeds', limit: '11' },
      { q: 'leeds', limit: '2.5' },
      { q: 'leeds', limit: 'many' },
    ]) {
      expect(searchQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
    expect(searchQuerySchema.safeParse({ q: 'x'.repeat(SEARCH_TEXT_MAX) }).success).toBe(true);
  });
});

describe('searchableKinds', () => {
  it('lets every role search the records of the areas it may open, accounts from masteradmin up', () => {
    const everyone = SEARCH_KINDS.filter((kind) => kind !== 'account');
    expect(searchableKinds('user')).toEqual(everyone);
    expect(searchableKinds('moderator')).toEqual(everyone);
    expect(searchableKinds('admin')).toEqual(everyone);
    expect(searchableKinds('masteradmin')).toEqual(SEARCH_KINDS);
    expect(searchableKinds('system_admin')).toEqual(SEARCH_KINDS);
    expect(searchableKinds(null)).toEqual([]);
  });
});

describe('searchResultHref', () => {
  it('opens each kind at its record page', () => {
    const id = '0b9a1c52-3f4e-4d7a-9c1b-2e5f6a7b8c9d';
    expect(SEARCH_KINDS.map((kind) => searchResultHref({ kind, id }))).toEqual([
      `/dashboard/enquiries/list/${id}`,
      `/dashboard/bookings/list/${id}`,
      `/dashboard/invoices/list/${id}`,
      `/dashboard/properties/list/${id}`,
      `/dashboard/landlords/list/${id}`,
      `/dashboard/clients/list/${id}`,
      `/dashboard/companies/list/${id}`,
      `/dashboard/accounts/${id}`,
    ]);
  });
});
