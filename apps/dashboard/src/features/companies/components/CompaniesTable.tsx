import { hasLogo } from '@staydesk/domain';
import { PlainLink, PlainTable, type TableColumn } from '@staydesk/ui';
import { useMemo } from 'react';
import { href } from '../../../config/paths';
import { type Formatters, useFormat } from '../../../i18n';
import { usePhoneColumns } from '../../../lib/media';
import type { CompanyView } from '../api/companies';
import { type CompaniesTexts, useCompaniesTexts } from '../messages';

function companyColumns(t: CompaniesTexts, f: Formatters): TableColumn<CompanyView>[] {
  const columns = t.companies.columns;
  return [
    {
      id: 'name',
      role: 'name',
      name: columns.name,
      isRowHeader: true,
      renderCell: (company) => (
        <>
          {hasLogo(company) && company.logo?.url ? (
            <img src={company.logo.url} alt="" width={30} height={30} />
          ) : null}{' '}
          <PlainLink href={href('companyDetail', { companyId: company.id })}>
            {company.name}
          </PlainLink>
        </>
      ),
    },
    {
      id: 'legalName',
      role: 'name',
      name: columns.legalName,
      renderCell: (company) => company.legalName,
    },
    {
      id: 'type',
      role: 'status',
      name: columns.type,
      renderCell: (company) => t.common.companyTypes[company.type],
    },
    {
      id: 'parent',
      role: 'name',
      name: columns.parent,
      renderCell: (company) =>
        company.parentId ? (
          <PlainLink href={href('companyDetail', { companyId: company.parentId })}>
            {company.parentName ?? ''}
          </PlainLink>
        ) : null,
    },
    {
      id: 'created',
      role: 'date',
      name: columns.created,
      renderCell: (company) => f.date(company.createdAt),
    },
  ];
}

/** One page of companies; the name opens the company, the parent opens the parent. */
export function CompaniesTable({ companies }: { companies: readonly CompanyView[] }) {
  const t = useCompaniesTexts();
  const f = useFormat();
  const all = useMemo(() => companyColumns(t, f), [t, f]);
  const columns = usePhoneColumns(all, ['name', 'type']);
  // Read-only (text and plain links): the plain table renders a page several times faster, and
  // a new page takes over the rows of the last.
  return (
    <PlainTable aria-label={t.companies.title} columns={columns} items={companies} recycleRows />
  );
}
