import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

const pairStyles = <K extends string>(group: Record<K, { fg: string; bg: string }>) =>
  styleVariants(group, (pair) => ({ backgroundColor: pair.bg, color: pair.fg }));

/** The status kinds read their own `vars.color.status.*` pair, so a status keeps its hue. */
export const statusTone = {
  workflow: pairStyles(vars.color.status.workflow),
  offer: pairStyles(vars.color.status.offer),
  stay: pairStyles(vars.color.status.stay),
  trafficLight: pairStyles(vars.color.status.trafficLight),
};

/** Statuses of other records (invoices, tasks, tracker) take the feedback tones of `Badge`. */
export const tone = styleVariants({
  neutral: { backgroundColor: vars.color.bg.neutral, color: vars.color.fg.neutral },
  info: { backgroundColor: vars.color.bg.infoSoft, color: vars.color.fg.info },
  positive: { backgroundColor: vars.color.bg.positiveSoft, color: vars.color.fg.positive },
  caution: { backgroundColor: vars.color.bg.cautionSoft, color: vars.color.fg.caution },
  critical: { backgroundColor: vars.color.bg.criticalSoft, color: vars.color.fg.critical },
  brandAccent: { backgroundColor: vars.color.bg.brandAccentSoft, color: vars.color.fg.brandAccent },
});

/** One size everywhere: a table cell, a card and a record header show the same badge. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  maxWidth: '100%',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  // A status is one unit: it never wraps inside a cell; a long translation ends in an ellipsis.
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
});

export const label = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });
