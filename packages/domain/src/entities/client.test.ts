import { describe, expect, it } from 'vitest';
import { sortOrderOf } from '../api';
import { AGENT_TABS, CLIENT_TABS } from '../list-values';
import {
  agentCreateSchema,
  agentListQuerySchema,
  agentListSchema,
  agentViewSchema,
  CLIENT_LIMITS,
  clientCreateSchema,
  clientListQuerySchema,
  clientListSchema,
  clientUpdateSchema,
  clientViewSchema,
} from './client';
import { contactSchema } from './common';

const id = '0b9a1c52-3f4e-4d7a-9c1b-2e5f6a7b8c9d';
const stamp = '2026-01-05T09:00:00Z';
const record = {
  id,
  createdAt: stamp,
  updatedAt: stamp,
  createdBy: null,
  version: 1,
  deleted: false,
};
const guest = {
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@acme.test',
  phone: '+44 20 7946 0000',
  companyId: null,
  notes: '',
  flags: ['vip' as const],
};
const agent = {
  name: 'Relocate Co',
  agencyCompanyId: null,
  agencyName: 'Relocate Co Ltd',
  contact: { name: 'Ana', email: 'ana@relocate.test', phone: '' },
  commissionPercent: '10',
  status: 'active' as const,
};

describe('guest and agent text limits', () => {
  it('refuses text over each field limit and accepts it at the limit', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(
      clientCreateSchema.safeParse({ ...guest, firstName: long(CLIENT_LIMITS.firstName) }).success,
    ).toBe(true);
    for (const field of ['firstName', 'lastName', 'phone', 'notes'] as const) {
      const result = clientCreateSchema.safeParse({
        ...guest,
        [field]: long(CLIENT_LIMITS[field] + 1),
      });
      expect(result.success, field).toBe(false);
    }
    const longEmail = `${long(250)}@a.test`;
    expect(clientCreateSchema.safeParse({ ...guest, email: longEmail }).success).toBe(false);
    expect(agentCreateSchema.safeParse({ ...agent, name: long(121) }).success).toBe(false);
    expect(agentCreateSchema.safeParse({ ...agent, agencyName: long(161) }).success).toBe(false);
  });

  it('limits every contact field', () => {
    const contact = { name: 'Ana', email: 'ana@a.test', phone: '1' };
    expect(contactSchema.safeParse(contact).success).toBe(true);
    expect(contactSchema.safeParse({ ...contact, name: 'x'.repeat(121) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...contact, email: 'x'.repeat(255) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...contact, phone: '1'.repeat(41) }).success).toBe(false);
  });

  it('refuses a NUL character, which PostgreSQL text cannot hold', () => {
    const result = clientCreateSchema.safeParse({ ...guest, notes: 'a\u0000b' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['notes']);
    expect(
      agentCreateSchema.safeParse({ ...agent, contact: { ...agent.contact, name: '\u0000' } })
        .success,
    ).toBe(false);
  });

  it('needs a version to update', () => {
    expect(clientUpdateSchema.safeParse({ notes: 'x' }).success).toBe(false);
    expect(clientUpdateSchema.parse({ notes: 'x', version: 2 })).toEqual({
      notes: 'x',
      version: 2,
    });
  });
});

describe('views and lists', () => {
  it('carry the company name next to the record', () => {
    const view = clientViewSchema.parse({ ...guest, ...record, companyName: 'Acme' });
    expect(view.companyName).toBe('Acme');
    expect(clientViewSchema.safeParse({ ...guest, ...record }).success).toBe(false);
    const agentView = agentViewSchema.parse({ ...agent, ...record, agencyCompanyName: null });
    expect(agentView.agencyCompanyName).toBeNull();
  });

  it('parse the paged shape with tab counts', () => {
    const page = clientListSchema.parse({
      items: [{ ...guest, ...record, companyName: null }],
      total: 1,
      page: 1,
      pageCount: 1,
      pageSize: 29,
      tabCounts: { active: 1, deleted: 0 },
    });
    expect(page.items).toHaveLength(1);
    expect(page.tabCounts).toEqual({ active: 1, deleted: 0 });
    expect(agentListSchema.safeParse({ ...page, items: [{ ...guest }] }).success).toBe(false);
  });
});

describe('list queries', () => {
  it('default to the first tab, sorted by name, page 1', () => {
    expect(clientListQuerySchema.parse({})).toEqual({ page: 1, sort: 'name', tab: 'active' });
    expect(agentListQuerySchema.parse({})).toEqual({ page: 1, sort: 'name', tab: 'active' });
    expect(CLIENT_TABS).toEqual(['active', 'deleted']);
    expect(AGENT_TABS).toEqual(['active', 'inactive', 'deleted']);
  });

  it('read a query string: page as text, blank search as none, descending sort', () => {
    expect(
      clientListQuerySchema.parse({
        page: '3',
        search: '  ',
        sort: '-createdAt',
        tab: 'deleted',
        companyId: id,
      }),
    ).toEqual({ page: 3, sort: '-createdAt', tab: 'deleted', companyId: id });
    expect(agentListQuerySchema.parse({ sort: '-commissionPercent', tab: 'inactive' })).toEqual({
      page: 1,
      sort: '-commissionPercent',
      tab: 'inactive',
    });
  });

  it('refuse sorts off the whitelist, unknown tabs and non-UUID filters', () => {
    expect(clientListQuerySchema.safeParse({ sort: 'commissionPercent' }).success).toBe(false);
    expect(clientListQuerySchema.safeParse({ sort: 'password_hash' }).success).toBe(false);
    expect(clientListQuerySchema.safeParse({ tab: 'inactive' }).success).toBe(false);
    expect(clientListQuerySchema.safeParse({ companyId: "1' or 1=1" }).success).toBe(false);
    expect(agentListQuerySchema.safeParse({ agencyCompanyId: 'abc' }).success).toBe(false);
    expect(agentListQuerySchema.safeParse({ search: 'x'.repeat(201) }).success).toBe(false);
    expect(clientListQuerySchema.safeParse({ search: 'a\u0000' }).success).toBe(false);
  });

  it('splits a sort parameter into key and direction', () => {
    expect(sortOrderOf('-name')).toEqual({ key: 'name', direction: 'desc' });
    expect(sortOrderOf('createdAt')).toEqual({ key: 'createdAt', direction: 'asc' });
  });
});
