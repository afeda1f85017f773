import { z } from 'zod/mini';
import { websiteSchema } from '../validation';
import { addressSchema } from './address';
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

export const INVOICE_GROUPINGS = [
  { value: 'perBooking', label: 'One invoice per booking' },
  { value: 'monthly', label: 'Monthly per booking' },
  { value: 'consolidated', label: 'Consolidated monthly' },
] as const;
export type InvoiceGrouping = (typeof INVOICE_GROUPINGS)[number]['value'];
export const invoiceGroupingSchema = z.enum(
  INVOICE_GROUPINGS.map((option) => option.value) as InvoiceGrouping[],
);

/** The legal entity invoices go to. */
export const billingCompanySchema = z.object({
  ...recordShape,
  companyId: recordIdSchema,
  legalName: boundedText(TEXT_LIMITS.name).check(z.minLength(1, 'Legal name is required')),
  billingAddress: addressSchema,
  accountsEmails: z
    .array(z.email('Please enter a valid email address.').check(z.maxLength(TEXT_LIMITS.email)))
    .check(z.maxLength(20)),
  vatNumber: boundedText(TEXT_LIMITS.code),
  paymentTermsDays: z.number().check(z.int(), z.gte(0), z.lte(365)),
  purchaseOrderRequired: z.boolean(),
  invoiceGrouping: invoiceGroupingSchema,
  /** Prefix of this billing company's invoice number series, e.g. "ACME-". */
  invoicePrefix: boundedText(12),
});
export type BillingCompany = z.infer<typeof billingCompanySchema>;
export const billingCompanyCreateSchema = z.omit(billingCompanySchema, RECORD_KEYS);
export type BillingCompanyCreate = z.infer<typeof billingCompanyCreateSchema>;
export const billingCompanyUpdateSchema = z.extend(
  z.partial(billingCompanyCreateSchema),
  updateShape,
);
export type BillingCompanyUpdate = z.infer<typeof billingCompanyUpdateSchema>;
