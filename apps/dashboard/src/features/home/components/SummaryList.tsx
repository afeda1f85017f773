import { Grid, Heading, Stack, StatCard } from '@staydesk/ui';
import { useFormat } from '../../../i18n';
import type { SummaryItem } from '../api/summary';
import { type HomeTexts, useHomeTexts } from '../messages';

/** The server's label unless this language has its own words for the counter. */
function labelOf(t: HomeTexts, item: SummaryItem): string {
  const words: Record<string, string> = t.home.summary;
  return Object.hasOwn(words, item.key) ? (words[item.key] ?? item.label) : item.label;
}

/**
 * Counters as stat cards, each one link to the screen where its items are worked on: one column
 * on phones, two on tablets, three on wide screens.
 */
export function SummaryList({ title, items }: { title: string; items: readonly SummaryItem[] }) {
  const t = useHomeTexts();
  const f = useFormat();
  return (
    <Stack as="section" space="medium" aria-label={title}>
      <Heading level={2}>{title}</Heading>
      <Grid as="ul" columns={[1, 2, 3]} space="medium" aria-label={title}>
        {items.map((item) => (
          <li key={item.key} data-summary={item.key} data-tone={item.tone}>
            <StatCard
              label={labelOf(t, item)}
              value={f.number(item.count)}
              href={item.href}
              linkLabel={t.home.viewList}
            />
          </li>
        ))}
      </Grid>
    </Stack>
  );
}
