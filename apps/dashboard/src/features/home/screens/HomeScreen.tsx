import {
  Box,
  Button,
  ErrorFallback,
  Grid,
  PageHeader,
  Stack,
  StatCardSkeleton,
  Text,
} from '@staydesk/ui';
import { format, useFormat } from '../../../i18n';
import { errorMessage } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/auth';
import { useHomeSummary } from '../api/summary';
import { PublicRequestsCard, useNewRequests } from '../components/PublicRequestsCard';
import { QuickLinks } from '../components/QuickLinks';
import { SummaryList } from '../components/SummaryList';
import { useHomeTexts } from '../messages';

/** Cards the home page shows while its counts load: two rows of three on a desk. */
const LOADING_CARDS = 6;

/**
 * The body's place while the counts load: cards of the loaded cards' size, announced as loading.
 * The body then draws in one piece where it stood, so nothing already shown moves.
 */
function HomeSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      <Grid columns={[1, 2, 3]} space="medium">
        {Array.from({ length: LOADING_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
          <StatCardSkeleton key={index} />
        ))}
      </Grid>
    </Box>
  );
}

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
  const requests = useNewRequests();
  // The body (and the header's 'Updated …') draws in one piece once both have answered.
  const ready = summary.data !== undefined && requests.settled;
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
            ready && summary.data ? (
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
        {summary.error !== undefined && !summary.isValidating ? (
          <Box role="alert">
            <ErrorFallback
              headingLevel={2}
              title={t.errors.genericTitle}
              message={errorMessage(summary.error) ?? t.errors.fallbackText}
            >
              <Button variant="secondary" onPress={() => void summary.mutate()}>
                {t.common.retry}
              </Button>
            </ErrorFallback>
          </Box>
        ) : ready ? (
          <>
            <Stack space="xlarge">
              {attention.length > 0 ? (
                <SummaryList title={t.home.attention} items={attention} />
              ) : (
                <Text>{t.home.nothingToDo}</Text>
              )}
              {overview.length > 0 ? (
                <SummaryList title={t.home.overview} items={overview} />
              ) : null}
            </Stack>
            <PublicRequestsCard />
            <QuickLinks />
          </>
        ) : (
          <HomeSkeleton label={t.common.loading} />
        )}
      </Stack>
    </Box>
  );
}
