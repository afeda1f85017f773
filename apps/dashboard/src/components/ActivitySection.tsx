import { Box, EmptyState, Loader, RecordSection, Stack, Text } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { useFormat, useT } from '../i18n';
import { PaginationBar } from './PaginationBar';

/** What an activity entry needs to be shown: who and when (the rest the record's module words). */
export interface ActivityItem {
  id: string;
  at: string;
  actor: { id: string; fullName: string } | null;
}

export interface ActivitySectionTexts {
  /** The section's title ('Activity'), also the list's name. */
  title: string;
  /** Shown when there is nothing yet. */
  empty: string;
  /** Who and when: '{who} · {when}'. */
  by: string;
  /** The actor of an event nobody made (the demo seed, a migration). */
  system: string;
}

/**
 * A record's activity, newest first (the kit's reader on the server: GET …/{id}/activity): each
 * entry's text in the user's language (`textOf`), an optional detail line, who and when (the
 * exact time on hover), and the server's pages under the list. The record module words its
 * actions; this lays them out the same on every record page.
 */
export function ActivitySection<Entry extends ActivityItem>({
  texts,
  entries,
  isLoading,
  error,
  textOf,
  detail,
  actionOf,
  page,
  pageCount = 1,
  onPageChange,
}: {
  texts: ActivitySectionTexts;
  /** Undefined while loading. */
  entries: readonly Entry[] | undefined;
  isLoading?: boolean;
  /** A load failure's message, if any. */
  error?: string | null;
  textOf: (entry: Entry) => ReactNode;
  detail?: (entry: Entry) => ReactNode;
  /** The entry's action, on its item as `data-action` (a hook for tests and styles). */
  actionOf?: (entry: Entry) => string;
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <RecordSection title={texts.title}>
      <Stack space="small">
        {entries === undefined && !error ? <Loader label={t.common.loading} /> : null}
        {error && entries === undefined ? <Text tone="critical">{error}</Text> : null}
        {entries && entries.length === 0 ? <EmptyState title={texts.empty} text="" /> : null}
        {entries && entries.length > 0 ? (
          <Box
            as="ol"
            display="flex"
            flexDirection="column"
            aria-label={texts.title}
            aria-busy={isLoading ? true : undefined}
            data-part="activity"
          >
            {entries.map((entry) => {
              const more = detail?.(entry);
              return (
                <Box as="li" paddingY="small" key={entry.id} data-action={actionOf?.(entry)}>
                  <Stack space="xxsmall">
                    <Text>{textOf(entry)}</Text>
                    {more ? <Text size="small">{more}</Text> : null}
                    <Text size="small" tone="secondary">
                      <time dateTime={entry.at} title={f.dateTime(entry.at)}>
                        {f.message(texts.by, {
                          who: entry.actor?.fullName || texts.system,
                          when: f.relative(entry.at),
                        })}
                      </time>
                    </Text>
                  </Stack>
                </Box>
              );
            })}
          </Box>
        ) : null}
        {page !== undefined && onPageChange ? (
          <PaginationBar page={page} pageCount={pageCount} onChange={onPageChange} />
        ) : null}
      </Stack>
    </RecordSection>
  );
}
