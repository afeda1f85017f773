import { COMPANY_SCOPES, type CompanyScope } from '../api/keys';

export { COMPANY_SCOPES };

export function isScope(value: unknown): value is CompanyScope {
  return COMPANY_SCOPES.some((scope) => scope === value);
}
