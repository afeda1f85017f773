import { Tab, TabList, TabPanel, Tabs } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import type { CompanyScope } from '../api/keys';

export const COMPANY_SCOPES: readonly CompanyScope[] = ['all', 'top', 'sub'];

function isScope(value: unknown): value is CompanyScope {
  return COMPANY_SCOPES.some((scope) => scope === value);
}

/**
 * Tabs over the company list, each with its count (spec §2: tabs show a count per value); the
 * selected tab's panel holds the list.
 */
export function ScopeTabs({
  current,
  counts,
  onChange,
  children,
}: {
  current: CompanyScope;
  counts: Partial<Record<CompanyScope, number>>;
  onChange: (scope: CompanyScope) => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Tabs
      selectedKey={current}
      onSelectionChange={(key) => {
        if (isScope(key)) onChange(key);
      }}
    >
      <TabList aria-label={t.companies.tabsLabel}>
        {COMPANY_SCOPES.map((scope) => {
          const count = counts[scope];
          return (
            <Tab key={scope} id={scope} {...(count === undefined ? {} : { count })}>
              {t.companies.tabs[scope]}
            </Tab>
          );
        })}
      </TabList>
      <TabPanel id={current}>{children}</TabPanel>
    </Tabs>
  );
}
