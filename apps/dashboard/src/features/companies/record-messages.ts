import { defineMessages, type Messages, useTextsWith, type Widen } from '../../i18n';

/**
 * The company page's, the create wizard's and the edit form's texts (t.companyRecord): apart
 * from the list's (messages.ts), which the first screen loads. French in record-messages.fr.ts.
 */
const en = {
  fields: {
    name: 'Company name',
    legalName: 'Legal name',
    registrationNumber: 'Registration number',
    vatNumber: 'VAT number',
    type: 'Type',
    parent: 'Parent company',
    noParent: 'None (a top-level company)',
    findParent: 'Find a parent company',
    logo: 'Logo',
    chooseLogo: 'Choose a logo',
    noLogo: 'No logo',
    removeLogo: 'Remove the logo',
    displayName: 'Display name',
    primaryColour: 'Brand colour',
    secondaryColour: 'Secondary colour',
    website: 'Website',
  },
  wizard: {
    title: 'Create company',
    stepsLabel: 'Steps',
    steps: { basic: 'Basic information', branding: 'Branding', confirm: 'Confirmation' },
    stepOf: 'Step {step} of {count}',
    next: 'Next',
    back: 'Back',
    create: 'Create company',
    confirmText: 'Check the details below, then create the company.',
    websiteHint: 'https:// is added when no scheme is given.',
  },
  detail: {
    back: 'Back to companies',
    notFound: 'This company does not exist or was deleted.',
    information: 'Information',
    branding: 'Branding',
    noBranding: 'No branding yet.',
    createdAt: 'Created',
    createdBy: 'Created by',
    updatedAt: 'Last changed',
    updatedMeta: 'Updated {when}',
    record: 'Record',
    edit: 'Edit company',
    cancelEdit: 'Cancel',
    save: 'Save changes',
    subcompanies: 'Subcompanies',
    noSubcompanies: 'This company has no subcompanies.',
    createSubcompany: 'Create subcompany',
    createSubcompanyTitle: 'Create subcompany of {name}',
    delete: 'Delete company',
    deleteTitle: 'Delete this company?',
    deleteText: '{name} will be moved to the deleted records.',
    confirmDelete: 'Delete',
    cancel: 'Cancel',
  },
} as const;

export type CompanyRecordMessagesEn = typeof en;

export const companyRecordMessages = defineMessages(en, () =>
  import('./record-messages.fr').then((m) => m.fr),
);

/** The app's shared texts with the company record's beside them (`t.companyRecord`). */
export type CompanyRecordTexts = Messages & {
  readonly companyRecord: Widen<CompanyRecordMessagesEn>;
};

export const useCompanyRecordTexts = (): CompanyRecordTexts =>
  useTextsWith('companyRecord', companyRecordMessages);
