import { billingCompanySchema, companySchema, PAGE_SIZE, tabCountsSchema } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { type CompaniesQuery, companyKeys } from './keys';

/** A company as the server shows it: the record plus its parent's name. */
export const companyViewSchema = companySchema.extend({ parentName: z.string().nullable() });
export type CompanyView = z.infer<typeof companyViewSchema>;

const pageShape = {
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageCount: z.number().int().nonnegative(),
  pageSize: z.literal(PAGE_SIZE),
  tabCounts: tabCountsSchema.optional(),
};

/** GET /api/companies: 29 a page, by name (spec §7 field `companies`). */
const companiesPageSchema = z.object({ companies: z.array(companyViewSchema), ...pageShape });
export type CompaniesPage = z.infer<typeof companiesPageSchema>;

export function useCompanies(query: CompaniesQuery | null) {
  return useSWR(query ? companyKeys.list(query) : null, (key: string) =>
    api.get(key, companiesPageSchema),
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

/** GET /api/v1/billing-companies: the legal entities invoices go to, 29 a page. */
const billingPageSchema = z.object({
  items: z.array(billingCompanySchema),
  ...pageShape,
});

export function useBillingCompanies(query: { page: number; search: string }) {
  return useSWR(companyKeys.billingList(query), (key: string) => api.get(key, billingPageSchema));
}
