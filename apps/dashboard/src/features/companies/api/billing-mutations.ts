import {
  type BillingCompanyCreate,
  type BillingCompanyUpdate,
  billingCompanySchema,
  mutationResponseSchema,
} from '@staydesk/domain';
import { api } from '../../../lib/api-client';
import { resourceKeys, useResourceMutation } from '../../../lib/resource';
import { companyKeys } from './keys';

/**
 * The billing companies' writes. Each revalidates every billing-company list and record (the
 * pickers' searches too) and the companies, whose default billing company a write may change.
 */
const billingKeys = resourceKeys('/api/v1/billing-companies');
const answer = mutationResponseSchema(billingCompanySchema);
const alsoCompanies = (key: unknown) => companyKeys.isCompanyKey(key);

export const useCreateBillingCompany = () =>
  useResourceMutation(
    billingKeys,
    (input: BillingCompanyCreate) => api.post(billingKeys.base, input, answer),
    alsoCompanies,
  );

export const useUpdateBillingCompany = () =>
  useResourceMutation(
    billingKeys,
    ({ id, ...body }: BillingCompanyUpdate & { id: string }) =>
      api.patch(billingKeys.detail(id), body, answer),
    alsoCompanies,
  );

export const useDeleteBillingCompany = () =>
  useResourceMutation(
    billingKeys,
    ({ id, version }: { id: string; version: number }) =>
      api.delete(`${billingKeys.detail(id)}?version=${version}`, answer),
    alsoCompanies,
  );

/** The billing companies of one company, for its page (at most a page of them). */
export const billingOfCompanyKey = (companyId: string) =>
  `${billingKeys.base}?companyId=${encodeURIComponent(companyId)}`;

export const billingCompaniesShown = billingKeys.shows;
