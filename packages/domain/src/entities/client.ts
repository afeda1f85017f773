import { z } from 'zod/mini';
import { listTabSchema, pagedSchema, pageQuerySchema, sortParamSchema } from '../api';
import { AGENT_SORTS, AGENT_TABS, CLIENT_SORTS, CLIENT_TABS } from '../list-values';
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
  firstName: boundedText(CLIENT_LIMITS.firstName).check(z.minLength(1, 'First name is required')),
  lastName: boundedText(CLIENT_LIMITS.lastName),
  email: z.union([z.literal(''), emailSchema.check(z.maxLength(CLIENT_LIMITS.email))]),
  phone: boundedText(CLIENT_LIMITS.phone),
  companyId: z.nullable(recordIdSchema),
  notes: boundedText(CLIENT_LIMITS.notes),
  flags: z.array(clientFlagSchema).check(z.maxLength(CLIENT_FLAGS.length)),
});
export type ClientCreate = z.infer<typeof clientCreateSchema>;
export const clientUpdateSchema = z.extend(z.partial(clientCreateSchema), updateShape);
export type ClientUpdate = z.infer<typeof clientUpdateSchema>;
export const clientSchema = z.extend(clientCreateSchema, recordShape);
export type Client = z.infer<typeof clientSchema>;

/** A guest as lists and the record page show it: with its company's name (null without one). */
export const clientViewSchema = z.extend(clientSchema, { companyName: z.nullable(z.string()) });
export type ClientView = z.infer<typeof clientViewSchema>;
export const clientListSchema = pagedSchema(clientViewSchema);
export type ClientList = z.infer<typeof clientListSchema>;

/** GET /api/v1/clients query: page, search, sort ('-' = descending), tab and the company filter. */
export const clientListQuerySchema = z.extend(pageQuerySchema, {
  sort: z._default(sortParamSchema(CLIENT_SORTS), 'name'),
  tab: listTabSchema(CLIENT_TABS),
  companyId: z.optional(z.uuid('Not a valid id')),
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
  name: boundedText(AGENT_LIMITS.name).check(z.minLength(1, 'Agent name is required')),
  agencyCompanyId: z.nullable(recordIdSchema),
  agencyName: boundedText(AGENT_LIMITS.agencyName),
  contact: contactSchema,
  commissionPercent: percentageSchema,
  status: activeStatusSchema,
});
export type AgentCreate = z.infer<typeof agentCreateSchema>;
export const agentUpdateSchema = z.extend(z.partial(agentCreateSchema), updateShape);
export type AgentUpdate = z.infer<typeof agentUpdateSchema>;
export const agentSchema = z.extend(agentCreateSchema, recordShape);
export type Agent = z.infer<typeof agentSchema>;

/** An agent as lists and the record page show it: with its agency company's name. */
export const agentViewSchema = z.extend(agentSchema, { agencyCompanyName: z.nullable(z.string()) });
export type AgentView = z.infer<typeof agentViewSchema>;
export const agentListSchema = pagedSchema(agentViewSchema);
export type AgentList = z.infer<typeof agentListSchema>;

/** GET /api/v1/agents query: page, search, sort, tab and the agency company filter. */
export const agentListQuerySchema = z.extend(pageQuerySchema, {
  sort: z._default(sortParamSchema(AGENT_SORTS), 'name'),
  tab: listTabSchema(AGENT_TABS),
  agencyCompanyId: z.optional(z.uuid('Not a valid id')),
});
export type AgentListQuery = z.output<typeof agentListQuerySchema>;
export type AgentListQueryInput = z.input<typeof agentListQuerySchema>;
