import { z } from 'zod';
import { activeStatusSchema } from '../statuses';
import { emailSchema } from '../validation';
import { contactSchema, idSchema, recordShape, updateShape } from './common';
import { percentageSchema } from './money';

export const CLIENT_FLAGS = [
  { value: 'vip', label: 'VIP' },
  { value: 'accessibility', label: 'Accessibility Needs' },
  { value: 'pets', label: 'Travels with Pets' },
  { value: 'doNotHouse', label: 'Do Not House' },
] as const;
export const clientFlagSchema = z.enum(['vip', 'accessibility', 'pets', 'doNotHouse']);
export type ClientFlag = z.infer<typeof clientFlagSchema>;

/** A guest who stays (spec: clients, shown as Guests). */
export const clientCreateSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(80),
  lastName: z.string().trim().max(80),
  email: z.union([z.literal(''), emailSchema]),
  phone: z.string().trim().max(40),
  companyId: idSchema.nullable(),
  notes: z.string().trim().max(5_000),
  flags: z.array(clientFlagSchema),
});
export type ClientCreate = z.infer<typeof clientCreateSchema>;
export const clientUpdateSchema = clientCreateSchema.partial().extend(updateShape);
export type ClientUpdate = z.infer<typeof clientUpdateSchema>;
export const clientSchema = clientCreateSchema.extend(recordShape);
export type Client = z.infer<typeof clientSchema>;

export function clientFullName(client: { readonly firstName: string; readonly lastName: string }) {
  return `${client.firstName} ${client.lastName}`.trim();
}

/** An intermediary who brings enquiries (relocation, travel management, insurance broker). */
export const agentCreateSchema = z.object({
  name: z.string().trim().min(1, 'Agent name is required').max(120),
  agencyCompanyId: idSchema.nullable(),
  agencyName: z.string().trim().max(160),
  contact: contactSchema,
  commissionPercent: percentageSchema,
  status: activeStatusSchema,
});
export type AgentCreate = z.infer<typeof agentCreateSchema>;
export const agentUpdateSchema = agentCreateSchema.partial().extend(updateShape);
export type AgentUpdate = z.infer<typeof agentUpdateSchema>;
export const agentSchema = agentCreateSchema.extend(recordShape);
export type Agent = z.infer<typeof agentSchema>;
