import { defineMessages } from '../../i18n';
import { agentsNav } from './nav-messages';

/** The agents module's texts: English here, French in messages.fr.ts (loaded when chosen). */
const en = {
  nav: agentsNav.en,
  title: 'Agents',
  createAgent: 'Create agent',
  searchLabel: 'Search agents',
  searchPlaceholder: 'Name, agency, contact or email',
  tabsLabel: 'Agent status',
  tabs: { active: 'Active', inactive: 'Inactive', deleted: 'Deleted' },
  total: '{count, plural, =0 {No agents} one {# agent} other {# agents}}',
  emptyTitle: 'No agents here',
  emptyText: 'Agents you create, or that match your search, are listed here.',
  columns: {
    name: 'Name',
    agency: 'Agency',
    contact: 'Contact',
    commissionPercent: 'Commission',
    updatedAt: 'Updated',
  },
  fields: {
    name: 'Agent name',
    agencyCompany: 'Agency company',
    agencyPlaceholder: 'Type to search companies',
    noCompany: 'No company',
    agencyName: 'Agency name',
    contactName: 'Contact name',
    contactEmail: 'Contact email',
    contactPhone: 'Contact phone',
    commissionPercent: 'Commission %',
    status: 'Status',
  },
  statuses: { active: 'Active', inactive: 'Inactive' },
  sections: {
    agent: 'Agent',
    agency: 'Agency',
    contact: 'Contact',
    terms: 'Commission and status',
  },
  create: { title: 'Create an agent', submit: 'Create agent', cancel: 'Cancel' },
  detail: {
    back: 'Back to agents',
    notFound: 'This agent does not exist.',
    details: 'Details',
    record: 'Record',
    edit: 'Edit',
    save: 'Save changes',
    cancel: 'Cancel',
    delete: 'Delete',
    restore: 'Restore',
    deletedStatus: 'Deleted',
    none: '—',
    createdAt: 'Created',
    createdBy: 'Created by',
    updatedAt: 'Updated {when}',
    deleteTitle: 'Delete this agent?',
    deleteText: '{name} moves to the Deleted tab; you can restore them later.',
    unchanged: 'Nothing has changed.',
  },
} as const;

export type AgentsMessagesEn = typeof en;

export const agentsMessages = defineMessages(en, () => import('./messages.fr').then((m) => m.fr));
