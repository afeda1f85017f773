import { billingCompanySchema } from '@staydesk/domain';
import { Badge, Box, Inline, Loader, RecordSection, Stack, Text } from '@staydesk/ui';
import { usePagedList } from '../../../lib/resource';
import { billingOfCompanyKey } from '../api/billing-mutations';
import type { CompanyView } from '../api/companies';
import { useBillingCompaniesTexts } from '../billing-messages';
import { BillingActions, NewBillingCompany } from './BillingActions';

/**
 * A company's billing companies, its default marked: where one is added (the default at once
 * when the company has none), edited, made the default or deactivated — the page the home
 * page's "without a billing company" card leads to, company by company.
 */
export function CompanyBillingSection({ company }: { company: CompanyView }) {
  const t = useBillingCompaniesTexts();
  const b = t.billingCompanies;
  const list = usePagedList(billingOfCompanyKey(company.id), billingCompanySchema);
  const items = list.data?.items ?? [];
  const hasDefault = company.defaultBillingCompanyId !== null;
  return (
    <RecordSection
      title={b.section.title}
      actions={
        <NewBillingCompany
          company={{ id: company.id, name: company.name }}
          offerDefault={!hasDefault}
          label={b.section.add}
        />
      }
    >
      {!list.data ? <Loader label={t.common.loading} /> : null}
      {list.data && items.length === 0 ? <Text>{b.section.none}</Text> : null}
      {list.data && items.length > 0 && !hasDefault ? (
        <Text tone="secondary">{b.section.noDefault}</Text>
      ) : null}
      {items.length > 0 ? (
        <Stack space="none" as="ul" aria-label={b.section.title}>
          {items.map((billing) => (
            <Box as="li" key={billing.id} paddingY="small">
              <Inline space="medium" align="space-between">
                <Inline space="small">
                  <Text weight="medium">{billing.legalName}</Text>
                  {company.defaultBillingCompanyId === billing.id ? (
                    <Badge tone="positive">{b.isDefault}</Badge>
                  ) : null}
                  {billing.active ? null : <Badge tone="neutral">{b.statusInactive}</Badge>}
                </Inline>
                <BillingActions
                  billing={billing}
                  company={{
                    id: company.id,
                    name: company.name,
                    version: company.version,
                    defaultBillingCompanyId: company.defaultBillingCompanyId,
                  }}
                />
              </Inline>
            </Box>
          ))}
        </Stack>
      ) : null}
    </RecordSection>
  );
}
