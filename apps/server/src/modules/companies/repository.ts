import type { Branding, Company } from '@staydesk/domain';
import type { Queryable } from '../../db/database.js';
import type { PublicUrls } from '../../http/context.js';
import { iso } from '../../lib/sql.js';

export interface CompanyRow {
  id: string;
  name: string;
  legal_name: string;
  registration_number: string;
  vat_number: string;
  type: Company['type'];
  parent_id: string | null;
  parent_name?: string | null;
  default_billing_company_id: string | null;
  account_manager_id: string | null;
  logo_key: string | null;
  logo_name: string | null;
  branding: Branding | null;
  version: number;
  deleted: boolean;
  created_at: Date;
  updated_at: Date;
  created_by: string | null;
}

export type CompanyView = Company & { parentName: string | null };

export function toCompany(row: CompanyRow, urls: PublicUrls): CompanyView {
  return {
    id: row.id,
    name: row.name,
    legalName: row.legal_name,
    registrationNumber: row.registration_number,
    vatNumber: row.vat_number,
    type: row.type,
    logo: row.logo_key
      ? { key: row.logo_key, name: row.logo_name ?? '', url: `${urls.files}/${row.logo_key}` }
      : null,
    branding: row.branding,
    parentId: row.parent_id,
    parentName: row.parent_name ?? null,
    defaultBillingCompanyId: row.default_billing_company_id,
    accountManagerId: row.account_manager_id,
    version: row.version,
    deleted: row.deleted,
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
    createdBy: row.created_by,
  };
}

export function companySnapshot(row: CompanyRow): Record<string, unknown> {
  return {
    name: row.name,
    legalName: row.legal_name,
    registrationNumber: row.registration_number,
    vatNumber: row.vat_number,
    type: row.type,
    logo: row.logo_key ? { key: row.logo_key, name: row.logo_name } : null,
    branding: row.branding,
    parentId: row.parent_id,
    defaultBillingCompanyId: row.default_billing_company_id,
    accountManagerId: row.account_manager_id,
    deleted: row.deleted,
  };
}

export const COMPANY_SELECT = `
  select c.*, p.name as parent_name
  from companies c left join companies p on p.id = c.parent_id`;

export async function findCompany(db: Queryable, id: string): Promise<CompanyRow | undefined> {
  const result = await db.query<CompanyRow>(`${COMPANY_SELECT} where c.id = $1`, [id]);
  return result.rows[0];
}
