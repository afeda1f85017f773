import { Box, Button, Inline } from '@staydesk/ui';
import { format, useT } from '../../../i18n';
import type { CompanyScope } from '../api/keys';

export const COMPANY_SCOPES: readonly CompanyScope[] = ['all', 'top', 'sub'];

/** Tabs over the company list, each with its count (spec §2: tabs show a count per value). */
export function ScopeTabs({
  current,
  counts,
  onChange,
}: {
  current: CompanyScope;
  counts: Partial<Record<CompanyScope, number>>;
  onChange: (scope: CompanyScope) => void;
}) {
  const t = useT();
  return (
    <Box role="tablist" aria-label={t.companies.tabsLabel}>
      <Inline space="xsmall">
        {COMPANY_SCOPES.map((scope) => {
          const label = t.companies.tabs[scope];
          const count = counts[scope];
          return (
            <Button
              key={scope}
              variant={scope === current ? 'primary' : 'ghost'}
              data-tab={scope}
              data-selected={scope === current || undefined}
              onPress={() => onChange(scope)}
            >
              {count === undefined ? label : format(t.companies.tabCount, { label, count })}
            </Button>
          );
        })}
      </Inline>
    </Box>
  );
}
