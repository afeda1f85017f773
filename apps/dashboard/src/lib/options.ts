import {
  agentViewSchema,
  billingCompanySchema,
  clientFullName,
  clientViewSchema,
  companySchema,
  pagedSchema,
} from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from './api-client';

// The record pickers' searches (companies, billing companies, agents, guests, properties,
// landlords), shared by every feature's forms and filters (components/SearchPicker).

/** A record to pick, as pickers show it. */
export interface PickOption {
  readonly id: string;
  readonly name: string;
  /** A second line (the agency, the company). */
  readonly detail?: string;
}

/** Where a picker searches: the address for the typed text and how to read its answer. */
export interface OptionSource {
  url: (search: string) => string;
  read: (body: unknown) => readonly PickOption[];
}

const NO_OPTIONS: readonly PickOption[] = [];
const OPTIONS_KEY_SUFFIX = '#options';

/**
 * The options of a source for the (debounced) typed text. They are read once per answer, in the
 * fetcher, so that a render gets the same array (and option objects) back until the answer
 * changes: a picker's list is not rebuilt under the pointer by renders that changed nothing.
 */
export function useOptions(source: OptionSource, search: string): readonly PickOption[] {
  // Its own cache entry (a list screen may fetch the same address and keep the whole answer),
  // under a key that still starts with the address, so that revalidating a resource's addresses
  // after a write (a new guest, a new company) refreshes its pickers too. The hash is not sent.
  const { data } = useSWR(
    `${source.url(search)}${OPTIONS_KEY_SUFFIX}`,
    async (key: string) =>
      source.read(await api.get(key.slice(0, -OPTIONS_KEY_SUFFIX.length), z.unknown())),
    { keepPreviousData: true },
  );
  return data ?? NO_OPTIONS;
}

function query(fixed: Record<string, string>, search: string): string {
  const params = new URLSearchParams(fixed);
  if (search) params.set('search', search);
  return params.toString();
}

const companiesSchema = z.object({
  companies: z.array(z.pick(companySchema, { id: true, name: true })),
});
const readCompanies = (body: unknown) => companiesSchema.parse(body).companies;

/** Top-level client companies whose name matches. */
export const companySource: OptionSource = {
  url: (search) => `/api/companies?${query({ page: '1', hasParent: 'false' }, search)}`,
  read: readCompanies,
};

/** The subcompanies of a company (every subcompany when none is chosen). */
export function subcompanySource(parentId: string | null): OptionSource {
  return {
    url: (search) =>
      `/api/companies?${query(parentId ? { page: '1', parentId } : { page: '1', hasParent: 'true' }, search)}`,
    read: readCompanies,
  };
}

const billingListSchema = pagedSchema(billingCompanySchema);

/** Billing companies (of the chosen company, when one is chosen). */
export function billingSource(companyId: string | null): OptionSource {
  return {
    url: (search) =>
      `/api/v1/billing-companies?${query(companyId ? { companyId, active: 'true' } : { active: 'true' }, search)}`,
    read: (body) =>
      billingListSchema.parse(body).items.map((item) => ({ id: item.id, name: item.legalName })),
  };
}

const agentListSchema = pagedSchema(agentViewSchema);

export const agentSource: OptionSource = {
  url: (search) => `/api/v1/agents?${query({ tab: 'active' }, search)}`,
  read: (body) =>
    agentListSchema.parse(body).items.map((agent) => {
      const agency = agent.agencyCompanyName ?? agent.agencyName;
      return { id: agent.id, name: agent.name, ...(agency ? { detail: agency } : {}) };
    }),
};

const clientListSchema = pagedSchema(clientViewSchema);

/** Guests (the Guests module's clients) whose name, email or phone matches. */
export const guestSource: OptionSource = {
  url: (search) => `/api/v1/clients?${query({}, search)}`,
  read: (body) =>
    clientListSchema.parse(body).items.map((client) => {
      const detail = client.companyName ?? client.email;
      return { id: client.id, name: clientFullName(client), ...(detail ? { detail } : {}) };
    }),
};

const propertyOptionsSchema = pagedSchema(
  z.object({
    id: z.string(),
    title: z.string(),
    address: z.object({ city: z.string() }),
  }),
);

/** Properties (not archived) whose title or city matches; the city is the second line. */
export const propertySource: OptionSource = {
  url: (search) => `/api/v1/properties?${query({}, search)}`,
  read: (body) =>
    propertyOptionsSchema.parse(body).items.map((property) => {
      const city = property.address.city;
      return { id: property.id, name: property.title, ...(city ? { detail: city } : {}) };
    }),
};

const landlordOptionsSchema = pagedSchema(z.object({ id: z.string(), name: z.string() }));

/** Landlords whose name matches. */
export const landlordSource: OptionSource = {
  url: (search) => `/api/v1/landlords?${query({}, search)}`,
  read: (body) =>
    landlordOptionsSchema.parse(body).items.map((landlord) => ({
      id: landlord.id,
      name: landlord.name,
    })),
};

const companyDefaultSchema = z.object({
  data: z.pick(companySchema, { defaultBillingCompanyId: true }),
});
const billingOneSchema = z.object({
  data: z.pick(billingCompanySchema, { id: true, legalName: true }),
});

/**
 * The default billing company of a company, as a picker option (null when it has none): what a
 * form's billing company becomes when the company is chosen.
 */
export async function companyDefaultBilling(companyId: string): Promise<PickOption | null> {
  const company = await api.get(
    `/api/companies/${encodeURIComponent(companyId)}`,
    companyDefaultSchema,
  );
  const billingId = company.data.defaultBillingCompanyId;
  if (!billingId) return null;
  const billing = await api.get(
    `/api/v1/billing-companies/${encodeURIComponent(billingId)}`,
    billingOneSchema,
  );
  return { id: billing.data.id, name: billing.data.legalName };
}
