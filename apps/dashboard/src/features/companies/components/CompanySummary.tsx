import type { Branding, CompanyType } from '@staydesk/domain';
import {
  DescriptionList,
  DescriptionListItem,
  Inline,
  Link,
  RecordSection,
  Stack,
} from '@staydesk/ui';
import type { ReactNode } from 'react';
import { useCompanyRecordTexts } from '../record-messages';

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

/** A brand colour as a swatch beside its code. */
function Colour({ hex }: { hex: string }) {
  return (
    <Inline space="xsmall" alignY="center">
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <rect width="16" height="16" rx="4" fill={hex} stroke="currentColor" strokeOpacity="0.2" />
      </svg>
      <code>{hex}</code>
    </Inline>
  );
}

/** The company's own facts as label/value pairs; the parent may be a link (record page). */
export function CompanyInformation({
  company,
  parent,
}: {
  company: CompanySummaryValues;
  parent?: ReactNode;
}) {
  const t = useCompanyRecordTexts();
  const f = t.companyRecord.fields;
  return (
    <DescriptionList columns={2}>
      <DescriptionListItem label={f.name} value={company.name} />
      <DescriptionListItem label={f.legalName} value={company.legalName || null} />
      <DescriptionListItem
        label={f.registrationNumber}
        value={company.registrationNumber || null}
      />
      <DescriptionListItem label={f.vatNumber} value={company.vatNumber || null} />
      <DescriptionListItem label={f.type} value={t.common.companyTypes[company.type]} />
      <DescriptionListItem label={f.parent} value={parent ?? company.parentName ?? f.noParent} />
      <DescriptionListItem
        label={f.logo}
        value={
          company.logoUrl ? (
            <img src={company.logoUrl} alt={f.logo} width={64} height={64} />
          ) : (
            f.noLogo
          )
        }
      />
    </DescriptionList>
  );
}

/** The company's branding as label/value pairs, or a line saying it has none. */
export function CompanyBranding({ branding }: { branding: Branding | null }) {
  const t = useCompanyRecordTexts();
  const f = t.companyRecord.fields;
  if (!branding) return <>{t.companyRecord.detail.noBranding}</>;
  return (
    <DescriptionList columns={2}>
      <DescriptionListItem label={f.displayName} value={branding.displayName || null} />
      <DescriptionListItem
        label={f.website}
        value={
          branding.website ? (
            <Link href={branding.website} target="_blank" rel="noreferrer">
              {branding.website}
            </Link>
          ) : null
        }
      />
      <DescriptionListItem
        label={f.primaryColour}
        value={<Colour hex={branding.primaryColour} />}
      />
      <DescriptionListItem
        label={f.secondaryColour}
        value={<Colour hex={branding.secondaryColour} />}
      />
    </DescriptionList>
  );
}

/** The wizard's confirmation: the two cards the record page will show. */
export function CompanySummary({ company }: { company: CompanySummaryValues }) {
  const t = useCompanyRecordTexts();
  return (
    <Stack space="large">
      <RecordSection title={t.companyRecord.detail.information}>
        <CompanyInformation company={company} />
      </RecordSection>
      <RecordSection title={t.companyRecord.detail.branding}>
        <CompanyBranding branding={company.branding} />
      </RecordSection>
    </Stack>
  );
}
