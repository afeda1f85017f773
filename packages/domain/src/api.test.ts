import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  apiErrorSchema,
  mutationResponseSchema,
  pagedSchema,
  pageQuerySchema,
  parseSort,
  sessionTokensSchema,
} from './api';

describe('apiErrorSchema', () => {
  it('reads the signals of spec §8', () => {
    expect(
      apiErrorSchema.parse({
        message: 'Session expired',
        jwtExpired: true,
      }),
    ).toEqual({ message: 'Session expired', jwtExpired: true });
    expect(
      apiErrorSchema.parse({
        message: 'Invalid',
        fields: { email: 'Please enter a valid email address.' },
      }).fields,
    ).toEqual({ email: 'Please enter a valid email address.' });
    expect(
      apiErrorSchema.parse({ message: 'x', redirectTo: '/dashboard/invoices/auth' }).redirectTo,
    ).toBe('/dashboard/invoices/auth');
    expect(apiErrorSchema.parse({ message: 'x', timeout: true, permissionDenied: true })).toEqual({
      message: 'x',
      timeout: true,
      permissionDenied: true,
    });
  });

  it('requires a message', () => {
    expect(apiErrorSchema.safeParse({ jwtExpired: true }).success).toBe(false);
  });
});

describe('mutationResponseSchema', () => {
  it('wraps data with a message', () => {
    const schema = mutationResponseSchema(z.object({ id: z.string() }));
    expect(schema.parse({ message: 'Saved', data: { id: 'a' } })).toEqual({
      message: 'Saved',
      data: { id: 'a' },
    });
    expect(schema.safeParse({ data: { id: 'a' } }).success).toBe(false);
  });
});

describe('pagedSchema', () => {
  const schema = pagedSchema(z.object({ id: z.string() }));

  it('parses a page with optional tab counts', () => {
    const page = {
      items: [{ id: 'a' }],
      total: 30,
      page: 2,
      pageCount: 2,
      pageSize: 29,
      tabCounts: { pending: 3, archived: 0 },
    };
    expect(schema.parse(page)).toEqual(page);
    const { tabCounts: _omitted, ...withoutCounts } = page;
    expect(schema.parse(withoutCounts)).toEqual(withoutCounts);
  });

  it('refuses page 0 and negative totals', () => {
    expect(
      schema.safeParse({ items: [], total: 0, page: 0, pageCount: 0, pageSize: 29 }).success,
    ).toBe(false);
    expect(
      schema.safeParse({ items: [], total: -1, page: 1, pageCount: 0, pageSize: 29 }).success,
    ).toBe(false);
  });
});

describe('pageQuerySchema', () => {
  it('defaults to page 1 and coerces a query-string page', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(
      pageQuerySchema.parse({ page: '3', search: ' smith ', sort: '-createdAt', tab: 'pending' }),
    ).toEqual({
      page: 3,
      search: 'smith',
      sort: '-createdAt',
      tab: 'pending',
    });
  });

  it('treats a blank search as none', () => {
    expect(pageQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
  });

  it.each([
    { page: '0' },
    { page: '-1' },
    { page: '1.5' },
    { page: 'two' },
    { sort: 'name; drop' },
  ])('refuses %o', (query) => {
    expect(pageQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('parseSort', () => {
  const fallback = { field: 'createdAt', direction: 'desc' } as const;
  it('reads direction from a leading -', () => {
    expect(parseSort('name', fallback)).toEqual({ field: 'name', direction: 'asc' });
    expect(parseSort('-name', fallback)).toEqual({ field: 'name', direction: 'desc' });
    expect(parseSort(undefined, fallback)).toBe(fallback);
    expect(parseSort('--x', fallback)).toBe(fallback);
  });
});

describe('sessionTokensSchema', () => {
  it('makes the refresh token optional', () => {
    expect(sessionTokensSchema.parse({ token: 't', userId: 'u' })).toEqual({
      token: 't',
      userId: 'u',
    });
    expect(sessionTokensSchema.safeParse({ token: '', userId: 'u' }).success).toBe(false);
  });
});
