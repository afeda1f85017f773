import {
  Badge,
  Box,
  Card,
  Heading,
  Icon,
  Inline,
  Link,
  PageHeader,
  Stack,
  Text,
} from '@staydesk/ui';
import { useId } from 'react';
import { format, useMessages } from '../../../i18n';
import { ARTICLES, type ArticleId } from '../articles';
import { helpMessages } from '../messages';
import { helpHref } from './help-links';

/** One article: its title and summary, then its steps in order, each linking to its screen. */
export function HelpArticleView({ id, query }: { id: ArticleId; query: string }) {
  const m = useMessages(helpMessages);
  const titleId = useId();
  const stepsId = useId();
  const article = ARTICLES.find((candidate) => candidate.id === id);
  const texts = m.articles[id];
  const steps: Record<string, string> = texts.steps;
  return (
    <Box as="article" aria-labelledby={titleId}>
      <Stack space="large">
        <Link href={helpHref(query)}>
          <Inline space="xxsmall" alignY="center" noWrap>
            <Icon name="chevron-left" />
            {m.back}
          </Inline>
        </Link>
        <PageHeader title={texts.title} titleId={titleId} description={texts.summary} />
        <Card padding="large" aria-labelledby={stepsId}>
          <Stack space="medium">
            <Heading level={2} size={3} id={stepsId}>
              {m.steps}
            </Heading>
            <Box
              as="ol"
              display="flex"
              flexDirection="column"
              gap="medium"
              paddingLeft="none"
              margin="none"
            >
              {(article?.steps ?? []).map((step, index) => {
                const screen = step.link ? (m.screens[step.link.screen] ?? step.link.screen) : null;
                return (
                  <Box as="li" key={step.key} display="flex" alignItems="flex-start" gap="small">
                    {/* The list's own numbers, shown (the reset hides list markers). */}
                    <Badge tone="brandAccent" aria-hidden>
                      {index + 1}
                    </Badge>
                    <Stack space="xxsmall">
                      <Text>{steps[step.key]}</Text>
                      {step.link && screen ? (
                        <Link href={step.link.href} weight="strong">
                          {format(m.goTo, { screen })}
                        </Link>
                      ) : null}
                    </Stack>
                  </Box>
                );
              })}
            </Box>
          </Stack>
        </Card>
      </Stack>
    </Box>
  );
}
