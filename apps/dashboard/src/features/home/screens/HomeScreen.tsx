import {
  Box,
  Button,
  ErrorFallback,
  Grid,
  Heading,
  PageHeader,
  Stack,
  StatCardSkeleton,
  Text,
} from '@staydesk/ui';
import { CreateLink } from '../../../components/CreateLink';
import { href } from '../../../config/paths';
import { format, useFormat } from '../../../i18n';
import { errorMessage } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/auth';
import { useCan } from '../../../lib/can';
import { type SummaryItem, useHomeSummary } from '../api/summary';
import { HomeCard } from '../components/HomeCard';
import { PublicRequestsCard, useNewRequests } from '../components/PublicRequestsCard';
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

function Cards({ label, items }: { label: string; items: readonly SummaryItem[] }) {
  return (
    <Grid as="ul" columns={[2, 2, 3]} space="small" aria-label={label}>
      {items.map((item) => (
        <li key={item.key} data-summary={item.key} data-severity={item.severity}>
          <HomeCard item={item} />
        </li>
      ))}
    </Grid>
  );
}

/**
 * /dashboard, a work queue: first what the signed-in person does today (their enquiries due,
 * arrivals and departures, stays needing attention, approvals, overdue tasks and invoices, the
 * public requests to convert; only what waits), then the key figures with severity and trend.
 * Every card opens the list filtered to exactly what it counts.
 */
export function HomeScreen() {
  const t = useHomeTexts();
  const f = useFormat();
  const can = useCan();
  const { userData } = useCurrentUser();
  const summary = useHomeSummary();
  const requests = useNewRequests();
  // The body (and the header's 'Updated …') draws in one piece once both have answered.
  const ready = summary.data !== undefined && requests.settled;
  const greeting = format(t.home.greetings[partOfDay(new Date().getHours())], {
    name: userData.firstName,
  });
  const items = summary.data?.items ?? [];
  const queue = items.filter((item) => item.section === 'queue' && item.count > 0);
  const figures = items.filter((item) => item.section === 'kpi');
  const todayTitle = summary.data
    ? f.message(t.home.todayDate, { date: f.day(summary.data.today) })
    : t.home.today;

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
          {...(can('ENQUIRIES')
            ? { actions: <CreateLink href={href('enquiryCreate')} label={t.home.createEnquiry} /> }
            : {})}
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
            <Stack as="section" space="medium" aria-label={t.home.today}>
              <Heading level={2}>{todayTitle}</Heading>
              {queue.length > 0 ? (
                <Cards label={t.home.today} items={queue} />
              ) : (
                <Text tone="secondary">{t.home.allClear}</Text>
              )}
              <PublicRequestsCard />
            </Stack>
            {figures.length > 0 ? (
              <Stack as="section" space="medium" aria-label={t.home.figures}>
                <Heading level={2}>{t.home.figures}</Heading>
                <Cards label={t.home.figures} items={figures} />
              </Stack>
            ) : null}
          </>
        ) : (
          <HomeSkeleton label={t.common.loading} />
        )}
      </Stack>
    </Box>
  );
}
