import { StatCard, type StatCardTrend } from '@staydesk/ui';
import { type Formatters, useFormat } from '../../../i18n';
import type { SummaryItem } from '../api/summary';
import { type HomeTexts, useHomeTexts } from '../messages';

/** The card's words in the user's language; the server's English for a card the catalogue lacks. */
function labelOf(t: HomeTexts, item: SummaryItem): string {
  const words: Record<string, string> = t.home.cards;
  return Object.hasOwn(words, item.key) ? (words[item.key] ?? item.label) : item.label;
}

/** What the counted items need ('3 landlord not confirmed · 1 issue flagged'), reasons of none left out. */
function reasonsOf(t: HomeTexts, f: Formatters, item: SummaryItem): string | undefined {
  const words: Record<string, string> = t.home.reasons;
  const parts = item.reasons
    .filter((reason) => reason.count > 0)
    .map((reason) => {
      const text = Object.hasOwn(words, reason.key) ? words[reason.key] : undefined;
      return text
        ? f.message(text, { count: f.number(reason.count) })
        : `${f.number(reason.count)} ${reason.label}`;
    });
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/**
 * The figure against the period before, as a change in percent; a neutral '—' when the period
 * before had nothing to compare with. More is good news for every figure that has a trend.
 */
function trendOf(t: HomeTexts, f: Formatters, item: SummaryItem): StatCardTrend | undefined {
  const previous = item.previous;
  if (!previous) return undefined;
  const days = previous.days;
  if (previous.count === 0) {
    return { direction: 'flat', label: f.message(t.home.trend.none, { days }), tone: 'neutral' };
  }
  const change = Math.round((Math.abs(item.count - previous.count) / previous.count) * 100);
  if (change === 0) {
    return { direction: 'flat', label: f.message(t.home.trend.flat, { days }), tone: 'neutral' };
  }
  const up = item.count > previous.count;
  return {
    direction: up ? 'up' : 'down',
    label: f.message(up ? t.home.trend.up : t.home.trend.down, {
      change: f.percent(change, 0),
      days,
    }),
    tone: up ? 'positive' : 'critical',
  };
}

/**
 * One card of home: the whole card is one link to the list filtered to exactly what it counts,
 * with its severity in words and colour, its reasons or its trend.
 */
export function HomeCard({ item }: { item: SummaryItem }) {
  const t = useHomeTexts();
  const f = useFormat();
  const hint = reasonsOf(t, f, item);
  const trend = trendOf(t, f, item);
  // Everything under Today is to do: there only what must be done now is marked.
  const marked =
    item.severity !== 'neutral' && (item.section === 'kpi' || item.severity === 'critical');
  return (
    <StatCard
      label={labelOf(t, item)}
      value={f.number(item.count)}
      href={item.href}
      {...(marked && item.severity !== 'neutral'
        ? { severity: item.severity, severityLabel: t.home.severity[item.severity] }
        : {})}
      {...(hint === undefined ? {} : { hint })}
      {...(trend === undefined ? {} : { trend })}
    />
  );
}
