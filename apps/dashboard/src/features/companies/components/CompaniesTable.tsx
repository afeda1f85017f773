import { formatDate, hasLogo } from '@staydesk/domain';
import { Link } from '@staydesk/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';
import type { CompanyView } from '../api/companies';

/** One page of companies; the name opens the company, the parent opens the parent. */
export function CompaniesTable({ companies }: { companies: readonly CompanyView[] }) {
  const t = useT();
  const columns = t.companies.columns;
  return (
    <table data-component="CompaniesTable">
      <thead>
        <tr>
          <th scope="col">{columns.name}</th>
          <th scope="col">{columns.legalName}</th>
          <th scope="col">{columns.type}</th>
          <th scope="col">{columns.parent}</th>
          <th scope="col">{columns.created}</th>
        </tr>
      </thead>
      <tbody>
        {companies.map((company) => (
          <tr key={company.id} data-company-id={company.id}>
            <td>
              {hasLogo(company) && company.logo?.url ? (
                <img src={company.logo.url} alt="" width={30} height={30} />
              ) : null}{' '}
              <Link href={paths.dashboard.companies.detail.href(company.id)}>{company.name}</Link>
            </td>
            <td>{company.legalName}</td>
            <td>{t.companies.types[company.type]}</td>
            <td>
              {company.parentId ? (
                <Link href={paths.dashboard.companies.detail.href(company.parentId)}>
                  {company.parentName ?? ''}
                </Link>
              ) : null}
            </td>
            <td>{formatDate(company.createdAt, 'MMMM Do YYYY')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
