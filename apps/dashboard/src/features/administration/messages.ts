import { defineMessages, type Messages, useTextsWith, type Widen } from '../../i18n';

/** Texts of the administration screen (/dashboard/administration): English here, French in messages.fr.ts. */
const en = {
  title: 'Administration',
  users: 'Users',
  usersText: 'Roles and experiments of every staff account.',
  searchLabel: 'Search users',
  searchPlaceholder: 'Name or email',
  columns: {
    name: 'Name',
    email: 'Email',
    role: 'Role',
    experiments: 'Experiments',
  },
  roleOf: 'Role of {name}',
  saveRole: 'Save role',
  you: 'You',
  financePermissions: {
    title: 'Finance permissions',
    text: 'Who may take each finance action. Every role still sees Invoices; the boxes add or take away the actions below.',
    permission: 'Action',
    names: {
      ISSUE_INVOICE: 'Issue invoices',
      VOID_INVOICE: 'Void invoices',
      ISSUE_CREDIT_NOTE: 'Issue credit notes',
      MANAGE_TAX_RATES_AND_ITEMS: 'Manage tax rates and items',
      EXPORT_JOURNALS: 'Export journals',
      MATCH_BANK_PAYMENTS: 'Enter and match bank payments',
    },
    defaultRoles: 'By default: {roles}',
    grantTo: '{permission}: {role}',
    save: 'Save permissions',
    loadError: 'The finance permissions could not be loaded.',
  },
  experiments: 'Experiments',
  experimentsText: 'What each experiment switches on for the people who have it.',
  controls: {
    trackerBoard: 'Shows Tracker in the menu.',
    reportingV2: 'Shows Reporting in the menu (for the roles that may see reports).',
    landlordSync:
      'The Sync profile action on a landlord page, which updates the landlord from an external profile.',
    whatsappLinks:
      'The WhatsApp info action on a landlord page, with a chat link for each WhatsApp number.',
  },
  noExperiments: 'No experiments',
  experimentOn: 'On',
  experimentOff: 'Off',
  switchExperiment: '{experiment} for {name}',
  removeExperiment: 'Remove {experiment} from {name}',
  addExperimentTo: 'Add an experiment to {name}',
  chooseExperiment: 'Choose an experiment',
  addExperiment: 'Add',
  total: '{count, plural, one {# user} other {# users}}',
  emptyUsers: 'No user matches this search.',
  audit: 'Recent activity',
  auditText: 'Who changed what, and when, newest first.',
  auditColumns: {
    when: 'When',
    who: 'Who',
    action: 'Action',
    record: 'Record',
    fields: 'Changes',
  },
  emptyAudit: 'Nothing has been recorded yet.',
  /** What was done, by event action; an action not listed shows as the server names it. */
  auditActions: {
    create: 'Created',
    update: 'Updated',
    delete: 'Deleted',
    restore: 'Restored',
    passwordReset: 'Password reset',
    experimentSet: 'Experiment set',
    experimentRemove: 'Experiment removed',
  },
  /** Kinds of record, by the audit's recordType. */
  auditRecordTypes: {
    client: 'Guest',
    agent: 'Agent',
    company: 'Company',
    billingCompany: 'Billing company',
    user: 'Account',
    settings: 'Settings',
    propertyRequest: 'Property request',
  },
  /** One change: 'Phone: +44 20 … → +33 1 …'. */
  auditChange: '{field}: {from} → {to}',
  /** A value set when the record was created: 'Phone: +44 20 …'. */
  auditSet: '{field}: {to}',
  auditNoDetails: '—',
  auditMoreChanges: '{count, plural, one {and # more field} other {and # more fields}}',
  auditEmptyValue: 'empty',
  auditYes: 'Yes',
  auditNo: 'No',
  auditHiddenValue: 'hidden',
  auditChangedValue: 'changed',
  /** Words for the stored values of enumerated fields (status, flags, invoicing). */
  auditValues: {
    active: 'Active',
    inactive: 'Inactive',
    vip: 'VIP',
    accessibility: 'Accessibility needs',
    pets: 'Travels with pets',
    doNotHouse: 'Do not house',
    perBooking: 'One invoice per booking',
    monthly: 'Monthly per booking',
    consolidated: 'Consolidated monthly',
  },
  /** Field labels of audited records, by field name (every record kind shares one list). */
  auditFields: {
    firstName: 'First name',
    lastName: 'Last name',
    fullName: 'Name',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    notes: 'Notes',
    flags: 'Flags',
    companyId: 'Company',
    status: 'Status',
    agencyName: 'Agency name',
    agencyCompanyId: 'Agency company',
    contactName: 'Contact name',
    contactEmail: 'Contact email',
    contactPhone: 'Contact phone',
    commissionPercent: 'Commission %',
    type: 'Type',
    parentId: 'Parent company',
    legalName: 'Legal name',
    vatNumber: 'VAT number',
    registrationNumber: 'Registration number',
    logoKey: 'Logo',
    logoName: 'Logo file',
    branding: 'Branding',
    accountManagerId: 'Account manager',
    defaultBillingCompanyId: 'Billing company',
    role: 'Role',
    experiments: 'Experiments',
    imageUrl: 'Picture',
    image: 'Picture',
    password: 'Password',
    deleted: 'Deleted',
    paymentTermsDays: 'Payment terms',
    purchaseOrderRequired: 'Purchase order required',
    invoiceGrouping: 'Invoicing',
    displayName: 'Display name',
    primaryColour: 'Brand colour',
    secondaryColour: 'Secondary colour',
    website: 'Website',
    isActive: 'Active',
    isAvailable: 'On',
    address: 'Address',
  },
} as const;

export type AdministrationMessagesEn = typeof en;

export const administrationMessages = defineMessages(en, () =>
  import('./messages.fr').then((m) => m.fr),
);

/** The app's shared texts with this screen's own beside them (`t.administration`). */
export type AdministrationTexts = Messages & {
  readonly administration: Widen<AdministrationMessagesEn>;
};

export const useAdministrationTexts = (): AdministrationTexts =>
  useTextsWith('administration', administrationMessages);
