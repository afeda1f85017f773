import type { Branding, CompanyType } from '@staydesk/domain';
import { Link } from '@staydesk/ui';
import { Fragment, type ReactNode } from 'react';
import { useT } from '../../../i18n';

export interface CompanySummaryValues {
  name: string;
  legalName: string;
  registrationNumber: string;
  vatNumber: string;
  type: CompanyType;
  parentName: string | null;
  branding: Branding | null;
  logoUrl?: string | undefined;
}

/** Label/value pairs of a company: the wizard's confirmation and the detail page. */
export function CompanySummary({ company }: { company: CompanySummaryValues }) {
  const t = useT();
  const f = t.companies.fields;
  const rows: [string, ReactNode][] = [
    [f.name, company.name],
    [f.legalName, company.legalName],
    [f.registrationNumber, company.registrationNumber],
    [f.vatNumber, company.vatNumber],
    [f.type, t.companies.types[company.type]],
    [f.parent, company.parentName ?? f.noParent],
    [
      f.logo,
      company.logoUrl ? (
        <img key="logo" src={company.logoUrl} alt={f.logo} width={64} height={64} />
      ) : (
        f.noLogo
      ),
    ],
  ];
  if (company.branding) {
    const { branding } = company;
    rows.push(
      [f.displayName, branding.displayName],
      [f.primaryColour, <code key="primary">{branding.primaryColour}</code>],
      [f.secondaryColour, <code key="secondary">{branding.secondaryColour}</code>],
      [
        f.website,
        branding.website ? (
          <Link key="website" href={branding.website} target="_blank" rel="noreferrer">
            {branding.website}
          </Link>
        ) : (
          ''
        ),
      ],
    );
  }
  return (
    <dl data-component="CompanySummary">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
