import { billingCompanySchema } from '@staydesk/domain';
import { usePagedList } from '../../../lib/resource';
import { companyKeys } from './keys';

/**
 * GET /api/v1/billing-companies: the legal entities invoices go to, 29 a page. Apart from
 * companies.ts, so that the companies list does not load the billing companies' schema.
 */
export function useBillingCompanies(query: { page: number; search: string }) {
  return usePagedList(companyKeys.billingList(query), billingCompanySchema);
}
