import { Box, Loader, PageHeader, Stack, Text } from '@staydesk/ui';
import { format, useFormat } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';
import { useHomeSummary } from '../api/summary';
import { PublicRequestsCard } from '../components/PublicRequestsCard';
import { QuickLinks } from '../components/QuickLinks';
import { SummaryList } from '../components/SummaryList';
import { useHomeTexts } from '../messages';

function partOfDay(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/**
 * /dashboard: a greeting, what needs attention today and the rest at a glance (stat cards from
 * the server's summary, each opening its list), and quick links.
 */
export function HomeScreen() {
  const t = useHomeTexts();
  const f = useFormat();
  const { userData } = useCurrentUser();
  const summary = useHomeSummary();
  const greeting = format(t.home.greetings[partOfDay(new Date().getHours())], {
    name: userData.firstName,
  });
  const items = summary.data?.items ?? [];
  const attention = items.filter((item) => item.tone === 'attention' && item.count > 0);
  const overview = items.filter((item) => !attention.includes(item));

  return (
    <Box as="section">
      <Stack space="xlarge">
        <PageHeader
          title={greeting}
          description={
            summary.data ? (
              <>
                {t.home.intro}{' '}
                <span>
                  {f.message(t.home.updated, { time: f.relative(summary.data.generatedAt) })}
                </span>
              </>
            ) : (
              t.home.intro
            )
          }
        />
        {!summary.data ? <Loader label={t.common.loading} /> : null}
        {summary.data ? (
          <Stack space="xlarge">
            {attention.length > 0 ? (
              <SummaryList title={t.home.attention} items={attention} />
            ) : (
              <Text>{t.home.nothingToDo}</Text>
            )}
            {overview.length > 0 ? <SummaryList title={t.home.overview} items={overview} /> : null}
          </Stack>
        ) : null}
        <PublicRequestsCard />
        <QuickLinks />
      </Stack>
    </Box>
  );
}
