import {
  Box,
  Card,
  EmptyState,
  Grid,
  Heading,
  Link,
  PageHeader,
  Stack,
  Text,
  TextField,
} from '@staydesk/ui';
import { useId } from 'react';
import { format, useMessages } from '../../../i18n';
import { ARTICLES, type ArticleId, filterArticles } from '../articles';
import { helpMessages } from '../messages';
import { articleHref } from './help-links';

/** At most this many characters of search (a longer query matches nothing anyway). */
const MAX_QUERY = 100;

export interface HelpIndexProps {
  query: string;
  onQueryChange: (query: string) => void;
}

/** The articles as cards, filtered as you type by their title and text, with an empty state. */
export function HelpIndex({ query, onQueryChange }: HelpIndexProps) {
  const m = useMessages(helpMessages);
  const titleId = useId();
  const textOf = (id: ArticleId) => {
    const article = m.articles[id];
    return [article.title, article.summary, ...Object.values(article.steps)].join(' ');
  };
  const found = filterArticles(ARTICLES, query, (article) => textOf(article.id));
  return (
    <Box as="section" aria-labelledby={titleId}>
      <Stack space="large">
        <PageHeader title={m.title} titleId={titleId} description={m.intro} />
        <Box role="search" aria-label={m.searchLabel}>
          <Stack space="xsmall">
            <TextField
              type="search"
              label={m.searchLabel}
              placeholder={m.searchPlaceholder}
              value={query}
              onChange={(value) => onQueryChange(value.slice(0, MAX_QUERY))}
              maxLength={MAX_QUERY}
            />
            <Text size="small" tone="secondary" role="status">
              {format(m.results, { count: found.length })}
            </Text>
          </Stack>
        </Box>
        {found.length === 0 ? (
          <EmptyState
            title={format(m.emptyTitle, { query: query.trim() })}
            text={m.emptyText}
            onCreate={() => onQueryChange('')}
            createLabel={m.clearSearch}
          />
        ) : (
          <Grid as="ul" columns={[1, 2, 2]} space="medium" aria-label={m.listLabel}>
            {found.map((article) => {
              const texts = m.articles[article.id];
              return (
                <Box as="li" key={article.id} display="grid">
                  <Card as="article" padding="medium" aria-labelledby={`help-${article.id}`}>
                    <Stack space="xsmall">
                      <Heading level={2} size={4} id={`help-${article.id}`}>
                        <Link href={articleHref(article.id, query)} weight="strong">
                          {texts.title}
                        </Link>
                      </Heading>
                      <Text>{texts.summary}</Text>
                      <Text size="small" tone="secondary">
                        {format(m.stepsCount, { count: article.steps.length })}
                      </Text>
                    </Stack>
                  </Card>
                </Box>
              );
            })}
          </Grid>
        )}
      </Stack>
    </Box>
  );
}
