import {
  type Branding,
  brandingSchema,
  type CompanyCreate,
  type CompanyUpdate,
  companyCreateSchema,
} from '@staydesk/domain';
import { z } from 'zod/mini';
import type { CompanyView } from './companies';

/** Step 1 of the wizard (and the edit form's fields): the company's basic information. */
export const basicInfoFormSchema = z.extend(
  z.pick(companyCreateSchema, {
    name: true,
    legalName: true,
    registrationNumber: true,
    vatNumber: true,
    type: true,
  }),
  { parentId: z.string() },
);
export type BasicInfoForm = z.infer<typeof basicInfoFormSchema>;

/** Step 2: branding, the website normalised to https:// by the domain schema (spec §5). */
export const brandingFormSchema = brandingSchema;
export type BrandingFormInput = z.input<typeof brandingFormSchema>;
export type BrandingForm = z.output<typeof brandingFormSchema>;

export const blankBasicInfo: BasicInfoForm = {
  name: '',
  legalName: '',
  registrationNumber: '',
  vatNumber: '',
  type: 'corporate',
  parentId: '',
};

export const defaultBranding: Branding = {
  displayName: '',
  primaryColour: '#1a73e8',
  secondaryColour: '#ffffff',
  website: '',
};

/** The POST /api/companies fields from the wizard's first two steps. */
export function companyCreateFields(
  basic: BasicInfoForm,
  branding: BrandingForm | null,
): Partial<CompanyCreate> & { name: string } {
  const { parentId, ...rest } = basic;
  return { ...rest, parentId: parentId === '' ? null : parentId, branding };
}

/** The edit form: basic information (without the parent) and branding together. */
export const companyEditFormSchema = z.extend(z.omit(basicInfoFormSchema, { parentId: true }), {
  branding: brandingFormSchema,
});
export type CompanyEditFormInput = z.input<typeof companyEditFormSchema>;
export type CompanyEditForm = z.output<typeof companyEditFormSchema>;

export function editFormValues(company: CompanyView): CompanyEditFormInput {
  return {
    name: company.name,
    legalName: company.legalName,
    registrationNumber: company.registrationNumber,
    vatNumber: company.vatNumber,
    type: company.type,
    branding: company.branding ?? defaultBranding,
  };
}

const sameBranding = (a: Branding | null, b: Branding) =>
  a !== null &&
  a.displayName === b.displayName &&
  a.primaryColour.toLowerCase() === b.primaryColour.toLowerCase() &&
  a.secondaryColour.toLowerCase() === b.secondaryColour.toLowerCase() &&
  a.website === b.website;

/**
 * Only what changed goes into the PATCH, with the version read. Untouched default branding of
 * a company without branding is not sent, so saving other fields does not invent a brand.
 */
export function changedCompanyFields(
  company: CompanyView,
  form: CompanyEditForm,
): Omit<CompanyUpdate, 'version'> {
  const changes: Omit<CompanyUpdate, 'version'> = {};
  for (const key of ['name', 'legalName', 'registrationNumber', 'vatNumber', 'type'] as const) {
    if (form[key] !== company[key]) Object.assign(changes, { [key]: form[key] });
  }
  const untouchedDefault =
    company.branding === null && sameBranding(defaultBranding, form.branding);
  if (!untouchedDefault && !sameBranding(company.branding, form.branding)) {
    changes.branding = form.branding;
  }
  return changes;
}
