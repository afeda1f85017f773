import type { CompanyScope } from '../api/keys';

/** The company list's tabs, in display order (spec §2: tabs show a count per value). */
export const COMPANY_SCOPES: readonly CompanyScope[] = ['all', 'top', 'sub'];

export function isScope(value: unknown): value is CompanyScope {
  return COMPANY_SCOPES.some((scope) => scope === value);
}
