import { z } from 'zod';
import { listTabSchema, pagedSchema, pageQuerySchema, sortParamSchema } from '../api';
import { activeStatusSchema } from '../statuses';
import { emailSchema } from '../validation';
import {
  boundedText,
  CONTACT_LIMITS,
  contactSchema,
  recordIdSchema,
  recordShape,
  updateShape,
} from './common';
import { percentageSchema } from './money';

export const CLIENT_FLAGS = [
  { value: 'vip', label: 'VIP' },
  { value: 'accessibility', label: 'Accessibility Needs' },
  { value: 'pets', label: 'Travels with Pets' },
  { value: 'doNotHouse', label: 'Do Not House' },
] as const;
export const clientFlagSchema = z.enum(['vip', 'accessibility', 'pets', 'doNotHouse']);
export type ClientFlag = z.infer<typeof clientFlagSchema>;

/** Length limits of a guest's text fields (forms use them as maxLength). */
export const CLIENT_LIMITS = {
  firstName: 80,
  lastName: 80,
  email: CONTACT_LIMITS.email,
  phone: CONTACT_LIMITS.phone,
  notes: 5_000,
} as const;

/** A guest who stays (spec: clients, shown as Guests). */
export const clientCreateSchema = z.object({
  firstName: boundedText(CLIENT_LIMITS.firstName).min(1, 'First name is required'),
  lastName: boundedText(CLIENT_LIMITS.lastName),
  email: z.union([z.literal(''), emailSchema.max(CLIENT_LIMITS.email)]),
  phone: boundedText(CLIENT_LIMITS.phone),
  companyId: recordIdSchema.nullable(),
  notes: boundedText(CLIENT_LIMITS.notes),
  flags: z.array(clientFlagSchema).max(CLIENT_FLAGS.length),
});
export type ClientCreate = z.infer<typeof clientCreateSchema>;
export const clientUpdateSchema = clientCreateSchema.partial().extend(updateShape);
export type ClientUpdate = z.infer<typeof clientUpdateSchema>;
export const clientSchema = clientCreateSchema.extend(recordShape);
export type Client = z.infer<typeof clientSchema>;

/** A guest as lists and the record page show it: with its company's name (null without one). */
export const clientViewSchema = clientSchema.extend({ companyName: z.string().nullable() });
export type ClientView = z.infer<typeof clientViewSchema>;
export const clientListSchema = pagedSchema(clientViewSchema);
export type ClientList = z.infer<typeof clientListSchema>;

/** Tabs of the guests list, in display order; every role with CLIENTS sees both. */
export const CLIENT_TABS = ['active', 'deleted'] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];
/** Sort keys of the guests list; `name` orders by last name, then first name. */
export const CLIENT_SORTS = ['name', 'createdAt', 'updatedAt'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

/** GET /api/v1/clients query: page, search, sort ('-' = descending), tab and the company filter. */
export const clientListQuerySchema = pageQuerySchema.extend({
  sort: sortParamSchema(CLIENT_SORTS).default('name'),
  tab: listTabSchema(CLIENT_TABS),
  companyId: z.uuid('Not a valid id').optional(),
});
export type ClientListQuery = z.output<typeof clientListQuerySchema>;
export type ClientListQueryInput = z.input<typeof clientListQuerySchema>;

export function clientFullName(client: { readonly firstName: string; readonly lastName: string }) {
  return `${client.firstName} ${client.lastName}`.trim();
}

/** Length limits of an agent's text fields. */
export const AGENT_LIMITS = { name: 120, agencyName: 160 } as const;

/** An intermediary who brings enquiries (relocation, travel management, insurance broker). */
export const agentCreateSchema = z.object({
  name: boundedText(AGENT_LIMITS.name).min(1, 'Agent name is required'),
  agencyCompanyId: recordIdSchema.nullable(),
  agencyName: boundedText(AGENT_LIMITS.agencyName),
  contact: contactSchema,
  commissionPercent: percentageSchema,
  status: activeStatusSchema,
});
export type AgentCreate = z.infer<typeof agentCreateSchema>;
export const agentUpdateSchema = agentCreateSchema.partial().extend(updateShape);
export type AgentUpdate = z.infer<typeof agentUpdateSchema>;
export const agentSchema = agentCreateSchema.extend(recordShape);
export type Agent = z.infer<typeof agentSchema>;

/** An agent as lists and the record page show it: with its agency company's name. */
export const agentViewSchema = agentSchema.extend({ agencyCompanyName: z.string().nullable() });
export type AgentView = z.infer<typeof agentViewSchema>;
export const agentListSchema = pagedSchema(agentViewSchema);
export type AgentList = z.infer<typeof agentListSchema>;

/** Tabs of the agents list: active and inactive are the agent's status, deleted the soft-deleted. */
export const AGENT_TABS = ['active', 'inactive', 'deleted'] as const;
export type AgentTab = (typeof AGENT_TABS)[number];
export const AGENT_SORTS = ['name', 'commissionPercent', 'createdAt', 'updatedAt'] as const;
export type AgentSort = (typeof AGENT_SORTS)[number];

/** GET /api/v1/agents query: page, search, sort, tab and the agency company filter. */
export const agentListQuerySchema = pageQuerySchema.extend({
  sort: sortParamSchema(AGENT_SORTS).default('name'),
  tab: listTabSchema(AGENT_TABS),
  agencyCompanyId: z.uuid('Not a valid id').optional(),
});
export type AgentListQuery = z.output<typeof agentListQuerySchema>;
export type AgentListQueryInput = z.input<typeof agentListQuerySchema>;
