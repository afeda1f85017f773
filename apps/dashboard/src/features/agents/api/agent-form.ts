import {
  type AgentCreate,
  type AgentUpdate,
  type AgentView,
  agentCreateSchema,
} from '@staydesk/domain';
import type { z } from 'zod/mini';

/** The form validates with the schema the API route uses. */
export const agentFormSchema = agentCreateSchema;
export type AgentFormInput = z.input<typeof agentFormSchema>;

export const blankAgent: AgentFormInput = {
  name: '',
  agencyCompanyId: null,
  agencyName: '',
  contact: { name: '', email: '', phone: '' },
  commissionPercent: '10',
  status: 'active',
};

export function agentFormValues(agent: AgentView): AgentFormInput {
  return {
    name: agent.name,
    agencyCompanyId: agent.agencyCompanyId,
    agencyName: agent.agencyName,
    contact: { ...agent.contact },
    commissionPercent: agent.commissionPercent,
    status: agent.status,
  };
}

const KEYS = ['name', 'agencyCompanyId', 'agencyName', 'commissionPercent', 'status'] as const;

/** Only what changed goes into the PATCH, with the version the form was read at. */
export function changedAgentFields(agent: AgentView, form: AgentCreate): AgentUpdate {
  const changes: AgentUpdate = { version: agent.version };
  for (const key of KEYS) {
    if (form[key] !== agent[key]) Object.assign(changes, { [key]: form[key] });
  }
  const contact = form.contact;
  if (
    contact.name !== agent.contact.name ||
    contact.email !== agent.contact.email ||
    contact.phone !== agent.contact.phone
  ) {
    changes.contact = contact;
  }
  return changes;
}
