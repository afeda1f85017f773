import { z } from 'zod/mini';
import { EMAIL_PATTERN, EMAIL_PATTERN_MESSAGE } from '../validation';
import { addressSchema } from './address';
import {
  boundedText,
  RECORD_KEYS,
  recordIdSchema,
  recordShape,
  TEXT_LIMITS,
  updateShape,
} from './common';

/**
 * Billing companies: the legal entities a company's invoices go to. Apart from company.ts, which
 * the dashboard reads at start-up, so that its first screen does not carry these.
 */
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
    .array(
      z
        .string()
        .check(
          z.maxLength(TEXT_LIMITS.email, { error: EMAIL_PATTERN_MESSAGE, abort: true }),
          z.regex(EMAIL_PATTERN, EMAIL_PATTERN_MESSAGE),
        ),
    )
    .check(z.maxLength(20)),
  vatNumber: boundedText(TEXT_LIMITS.code),
  paymentTermsDays: z.number().check(z.int(), z.gte(0), z.lte(365)),
  purchaseOrderRequired: z.boolean(),
  invoiceGrouping: invoiceGroupingSchema,
  /** Prefix of this billing company's invoice number series, e.g. "ACME-". */
  invoicePrefix: boundedText(12),
  /**
   * A deactivated billing company stays on the invoices that name it and leaves the pickers of
   * new enquiries and bookings; one that has invoices is never deleted.
   */
  active: z.boolean(),
});
export type BillingCompany = z.infer<typeof billingCompanySchema>;
export const billingCompanyCreateSchema = z.extend(
  z.omit(billingCompanySchema, { ...RECORD_KEYS, active: true }),
  {
    active: z._default(z.boolean(), true),
    /** Make it its company's default billing company at once. */
    makeDefault: z.optional(z.boolean()),
  },
);
export type BillingCompanyCreate = z.input<typeof billingCompanyCreateSchema>;
export const billingCompanyUpdateSchema = z.extend(
  z.partial(z.omit(billingCompanySchema, RECORD_KEYS)),
  updateShape,
);
export type BillingCompanyUpdate = z.infer<typeof billingCompanyUpdateSchema>;
