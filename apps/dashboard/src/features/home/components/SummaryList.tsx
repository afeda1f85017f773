import { Box, Heading, Inline, Link, Stack } from '@staydesk/ui';
import type { Messages } from '../../../i18n';
import { useT } from '../../../i18n';
import type { SummaryItem } from '../api/summary';

/** The server's label unless this language has its own words for the counter. */
function labelOf(t: Messages, item: SummaryItem): string {
  const words: Record<string, string> = t.home.summary;
  return Object.hasOwn(words, item.key) ? (words[item.key] ?? item.label) : item.label;
}

/** Counters, each a link to the screen where the items are worked on. */
export function SummaryList({ title, items }: { title: string; items: readonly SummaryItem[] }) {
  const t = useT();
  return (
    <Stack as="section" space="small" aria-label={title}>
      <Heading level={2}>{title}</Heading>
      <Stack as="ul" space="xsmall">
        {items.map((item) => (
          <Box as="li" key={item.key} data-summary={item.key} data-tone={item.tone}>
            <Link href={item.href}>
              <Inline space="small" alignY="center">
                <strong>{item.count}</strong> <span>{labelOf(t, item)}</span>
              </Inline>
            </Link>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
