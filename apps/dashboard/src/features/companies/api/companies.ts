import { companySchema, PAGE_SIZE, tabCountsSchema } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { useDeferredData } from '../../../lib/deferred-data';
import { type CompaniesQuery, companyKeys } from './keys';

/** A company as the server shows it: the record plus its parent's name. */
export const companyViewSchema = z.extend(companySchema, { parentName: z.nullable(z.string()) });
export type CompanyView = z.infer<typeof companyViewSchema>;

const pageShape = {
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.gte(1)),
  pageCount: z.number().check(z.int(), z.nonnegative()),
  pageSize: z.literal(PAGE_SIZE),
  tabCounts: z.optional(tabCountsSchema),
};

/** GET /api/companies: 29 a page, by name (spec §7 field `companies`). */
const companiesPageSchema = z.object({ companies: z.array(companyViewSchema), ...pageShape });
export type CompaniesPage = z.infer<typeof companiesPageSchema>;

export function useCompanies(query: CompaniesQuery | null) {
  return useDeferredData(
    useSWR(query ? companyKeys.list(query) : null, (key: string) =>
      api.get(key, companiesPageSchema),
    ),
  );
}

const companyResponseSchema = z.object({ data: companyViewSchema });

/** GET /api/companies/{id}. */
export function useCompany(id: string) {
  return useSWR(companyKeys.detail(id), async (key: string) => {
    const response = await api.get(key, companyResponseSchema);
    return response.data;
  });
}
