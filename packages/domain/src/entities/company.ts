import { z } from 'zod/mini';
import { websiteSchema } from '../validation';
import {
  boundedText,
  fileRefSchema,
  hasFile,
  RECORD_KEYS,
  recordIdSchema,
  recordShape,
  TEXT_LIMITS,
  updateShape,
} from './common';

export const COMPANY_TYPES = [
  { value: 'corporate', label: 'Corporate' },
  { value: 'insurance', label: 'Insurance' },
  { value: 'relocation', label: 'Relocation' },
  { value: 'travelManagement', label: 'Travel Management' },
  { value: 'contractor', label: 'Contractor' },
  { value: 'public', label: 'Public Sector' },
  { value: 'other', label: 'Other' },
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number]['value'];
export const companyTypeSchema = z.enum(
  COMPANY_TYPES.map((option) => option.value) as CompanyType[],
);

const hexColourSchema = z
  .string()
  .check(z.regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour such as #1a73e8'));

/** Step 2 of the company-branding wizard. */
export const brandingSchema = z.object({
  displayName: boundedText(TEXT_LIMITS.name),
  primaryColour: hexColourSchema,
  secondaryColour: hexColourSchema,
  website: websiteSchema,
});
export type Branding = z.infer<typeof brandingSchema>;

/** A client company; a subcompany is a company with a parent. */
export const companySchema = z.object({
  ...recordShape,
  name: boundedText(TEXT_LIMITS.name).check(z.minLength(1, 'Company name is required')),
  legalName: boundedText(TEXT_LIMITS.name),
  registrationNumber: boundedText(TEXT_LIMITS.code),
  vatNumber: boundedText(TEXT_LIMITS.code),
  type: companyTypeSchema,
  logo: z.nullable(fileRefSchema),
  branding: z.nullable(brandingSchema),
  parentId: z.nullable(recordIdSchema),
  defaultBillingCompanyId: z.nullable(recordIdSchema),
  accountManagerId: z.nullable(recordIdSchema),
});
export type Company = z.infer<typeof companySchema>;

/** The logo is uploaded as a multipart file, so the create payload carries no logo field. */
export const companyCreateSchema = z.omit(companySchema, { ...RECORD_KEYS, logo: true });
export type CompanyCreate = z.infer<typeof companyCreateSchema>;
export const companyUpdateSchema = z.extend(z.partial(companyCreateSchema), updateShape);
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;

/** Spec §3: a logo counts as present only if it has a key. */
export function hasLogo(company: {
  readonly logo?: {
    readonly key?: string | null;
    readonly name?: string;
    readonly url?: string;
  } | null;
}): boolean {
  return hasFile(company.logo);
}

export function isSubcompany(company: { readonly parentId: string | null }): boolean {
  return company.parentId !== null;
}
