import {
  BANK_PAYMENT_MATCH_REASONS,
  type BankPaymentMatchReason,
  bankPaymentMatchScore,
} from '@staydesk/domain';

/**
 * How an open invoice is suggested for a bank payment: its invoice number or
 * purchase order appears in the payment's reference, the amount equals its balance, the payer's
 * name is like its billing company's. Pure functions, so the rules are tested on their own.
 */

/** Letters and digits only, lower case: "INV-000042" and "inv 000042" compare equal. */
export function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Words that say nothing about who a company is. */
const NOISE = new Set([
  'ltd',
  'limited',
  'plc',
  'llp',
  'llc',
  'inc',
  'co',
  'company',
  'the',
  'and',
  'of',
  'uk',
  'gb',
  'group',
  'holdings',
  'services',
  'sa',
  'sas',
  'sarl',
  'gmbh',
  'bv',
]);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !NOISE.has(word));
}

/**
 * A payer is like a company when at least half of the company's telling words are in the payer's
 * name (banks cut names short: "ACME RELOCATION SE" is like "Acme Relocation Services Ltd"), or a
 * word of the payer's begins one of the company's first word when cut (ACME RELOC).
 */
export function payerLike(payer: string, company: string): boolean {
  const theirs = words(company);
  const ours = words(payer);
  if (theirs.length === 0 || ours.length === 0) return false;
  const found = theirs.filter((word) =>
    ours.some((mine) => mine === word || (mine.length >= 4 && word.startsWith(mine))),
  );
  return found.length * 2 >= theirs.length && found.includes(theirs[0] as string);
}

/** A code is in a reference when its letters and digits appear there in order, together. */
export function codeIn(code: string | null, reference: string): boolean {
  if (code === null) return false;
  const needle = compact(code);
  return needle.length >= 3 && compact(reference).includes(needle);
}

export interface MatchCandidate {
  number: string | null;
  purchaseOrder: string;
  billingCompanyName: string;
  /** Minor units. */
  balance: bigint;
}

/** The reasons an invoice fits a payment, strongest first (the order of the reasons list). */
export function matchReasons(
  payment: { reference: string; payer: string; unallocated: bigint },
  invoice: MatchCandidate,
): BankPaymentMatchReason[] {
  const found = new Set<BankPaymentMatchReason>();
  const text = `${payment.reference} ${payment.payer}`;
  if (codeIn(invoice.number, text)) found.add('invoiceNumberInReference');
  if (invoice.balance === payment.unallocated) found.add('amountEqualsBalance');
  if (invoice.purchaseOrder.trim() !== '' && codeIn(invoice.purchaseOrder, text)) {
    found.add('purchaseOrderInReference');
  }
  if (payerLike(payment.payer, invoice.billingCompanyName)) found.add('payerLikeBillingCompany');
  return BANK_PAYMENT_MATCH_REASONS.map((reason) => reason.value).filter((reason) =>
    found.has(reason),
  );
}

/** Candidates ranked: score first, then the older due date, then the number. */
export function rankSuggestions<
  T extends { score: number; dueDate: string | null; number: string | null },
>(items: T[], limit: number): T[] {
  return items
    .filter((item) => item.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') ||
        (a.number ?? '').localeCompare(b.number ?? ''),
    )
    .slice(0, limit);
}

export { bankPaymentMatchScore };
