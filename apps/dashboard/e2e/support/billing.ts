import { type APIRequestContext, expect } from '@playwright/test';
import { type Written, write } from './api';

/** The first top-level demo company, which a test's billing companies belong to. */
export async function firstDemoCompany(
  request: APIRequestContext,
  token: string,
): Promise<{ id: string; name: string }> {
  const response = await request.get('/api/companies?page=1&hasParent=false', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const [company] = ((await response.json()) as { companies: { id: string; name: string }[] })
    .companies;
  if (!company) throw new Error('No demo company');
  return company;
}

export interface BillingCompanyFields {
  legalName: string;
  vatNumber?: string;
  paymentTermsDays?: number;
  purchaseOrderRequired?: boolean;
  invoiceGrouping?: 'perBooking' | 'monthly' | 'consolidated';
  invoicePrefix?: string;
}

/**
 * A billing company of its own, so that what a test bills shows under it alone: of the first demo
 * company, billed at a Leeds address, with the fields the test names and defaults for the rest.
 */
export async function createBillingCompany(
  request: APIRequestContext,
  token: string,
  fields: BillingCompanyFields,
): Promise<Written & { company: { id: string; name: string } }> {
  const company = await firstDemoCompany(request, token);
  const billing = await write(request, token, 'post', '/api/v1/billing-companies', {
    companyId: company.id,
    billingAddress: {
      street: '3 Park Row',
      city: 'Leeds',
      state: 'United Kingdom',
      zip: 'LS1 5HD',
      freeFormAddress: '3 Park Row, Leeds LS1 5HD',
      position: null,
    },
    accountsEmails: [],
    vatNumber: '',
    paymentTermsDays: 30,
    purchaseOrderRequired: false,
    invoiceGrouping: 'perBooking',
    invoicePrefix: 'E2E-',
    ...fields,
  });
  return { ...billing, company };
}
