import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import { cx } from '../private/cx';
import { Skeleton } from '../Skeleton/Skeleton';
import {
  card,
  head,
  hint as hintClass,
  label as labelClass,
  linkCard,
  more,
  placeholderLabel,
  placeholderLine,
  placeholderMore,
  placeholderValue,
  severityCard,
  severity as severityClass,
  severityDot,
  trend as trendClass,
  value as valueClass,
} from './StatCard.css';
import type {
  StatCardSeverity,
  StatCardTrendDirection,
  StatCardTrendTone,
} from './statCardVariants';

export interface StatCardTrend {
  /** Drawn as an arrow; none when there is nothing to compare with (a neutral '—'). */
  direction?: StatCardTrendDirection;
  /** The trend in words, in the user's language ('+3 since yesterday'); the arrow is decoration. */
  label: string;
  /** Good news, bad news or neither; `neutral` by default. */
  tone?: StatCardTrendTone;
}

export interface StatCardProps {
  /**
   * What is counted ('Enquiries awaiting response'); may carry an info button whose tooltip
   * defines the figure (never a link in a linked card).
   */
  label: ReactNode;
  /** The count, already formatted for the user's language. */
  value: ReactNode;
  /** A short line under the count ('Oldest: 3 days'). */
  hint?: ReactNode;
  trend?: StatCardTrend;
  /** How urgent the count is, when it counts a problem; shown with `severityLabel`. */
  severity?: StatCardSeverity;
  /**
   * The severity in words, in the user's language ('Act now'): shown beside the label, so the
   * colour is never the only sign.
   */
  severityLabel?: string;
  /**
   * Makes the whole card one link (the app's router handles it through RAC's `RouterProvider`),
   * typically to the filtered list.
   */
  href?: string;
  /** Visible text at the foot of a linked card ('View list'); part of the link's name. */
  linkLabel?: string;
  className?: string;
}

const trendIcon = {
  up: 'trending-up',
  down: 'trending-down',
  flat: 'arrow-right',
} as const satisfies Record<StatCardTrendDirection, IconName>;

function StatCardBody({
  label,
  value,
  hint,
  trend,
  linkLabel,
  severity,
  severityLabel,
}: StatCardProps) {
  return (
    <>
      {severity === undefined || severityLabel === undefined ? (
        <span className={labelClass} data-part="label">
          {label}
        </span>
      ) : (
        <span className={head}>
          <span className={labelClass} data-part="label">
            {label}
          </span>
          <span className={severityClass} data-part="severity" data-severity={severity}>
            <span className={severityDot} aria-hidden="true" />
            {severityLabel}
          </span>
        </span>
      )}
      <span className={valueClass} data-part="value">
        {value}
      </span>
      {trend === undefined ? null : (
        <span className={trendClass} data-part="trend" data-tone={trend.tone ?? 'neutral'}>
          {trend.direction === undefined ? null : (
            <Icon name={trendIcon[trend.direction]} size="small" />
          )}
          {trend.label}
        </span>
      )}
      {hint === undefined ? null : (
        <span className={hintClass} data-part="hint">
          {hint}
        </span>
      )}
      {linkLabel === undefined ? null : (
        <span className={more} data-part="link-label">
          {linkLabel}
          <Icon name="arrow-right" size="small" />
        </span>
      )}
    </>
  );
}

/**
 * A count with its label for a home screen, with an optional trend or hint. With `href` the whole
 * card is one link (RAC `Link`, like the `Link` primitive, so the app's `RouterProvider` navigates;
 * one tab stop, named by its text), so it opens the list behind the count.
 *
 * Hooks: `[data-component="StatCard"]`, `[data-linked]`, `[data-severity]`; a linked card also has
 * `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`; parts `[data-part="label"]`,
 * `[data-part="value"]`, `[data-part="trend"]` (`[data-tone]`), `[data-part="severity"]`, `[data-part="hint"]`,
 * `[data-part="link-label"]`.
 */
export function StatCard(props: StatCardProps) {
  const { href, className, severity } = props;
  const severityClassName = severity === undefined ? undefined : severityCard;
  if (href !== undefined) {
    return (
      // RAC's Link, as the `Link` primitive wraps it: the same `RouterProvider` navigation, without
      // the text link's underline and colour, which a whole card must not take.
      <AriaLink
        href={href}
        className={cx(card, severityClassName, linkCard, className)}
        data-component="StatCard"
        data-severity={severity}
        data-linked
      >
        <StatCardBody {...props} />
      </AriaLink>
    );
  }
  return (
    <div
      className={cx(card, severityClassName, className)}
      data-component="StatCard"
      data-severity={severity}
    >
      <StatCardBody {...props} />
    </div>
  );
}

export interface StatCardSkeletonProps {
  /** Whether the card it stands for has a link label at its foot (`linkLabel`). */
  hasLinkLabel?: boolean;
  className?: string;
}

/**
 * A `StatCard` still loading: the card's frame with a bar for its label, its count and its link
 * label, each as tall as the text it stands for, so the loaded card takes the same place and
 * nothing around it moves. Hidden from assistive technology: the region around it says it is
 * busy.
 *
 * Hooks: `[data-component="StatCard"]` with `[data-loading]`.
 */
export function StatCardSkeleton({ hasLinkLabel = true, className }: StatCardSkeletonProps) {
  return (
    <div className={cx(card, className)} data-component="StatCard" data-loading aria-hidden="true">
      <span className={labelClass}>
        <Skeleton className={cx(placeholderLine, placeholderLabel)} />
      </span>
      <span className={valueClass}>
        <Skeleton className={cx(placeholderLine, placeholderValue)} />
      </span>
      {hasLinkLabel ? (
        <span className={more}>
          <Skeleton className={cx(placeholderLine, placeholderMore)} />
        </span>
      ) : null}
    </div>
  );
}
