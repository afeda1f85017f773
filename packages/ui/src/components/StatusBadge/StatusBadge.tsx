import type { BadgeTone } from '../Badge/badgeVariants';
import { cx } from '../private/cx';
import type {
  OfferStatus,
  StayState,
  TrafficLight,
  WorkflowStatus,
} from '../StatusChip/statusChipVariants';
import { badge, dot, label as labelClass, statusTone, tone as toneClass } from './StatusBadge.css';

interface CommonProps {
  /** The status in the reader's language (the caller translates it). */
  label: string;
  /**
   * What the badge shows on hover: a short code (spec §4's 'AR'), a reason. Never needed to
   * understand the status, so it may stay out of sight.
   */
  hint?: string;
  className?: string;
}

export type StatusBadgeProps = CommonProps &
  (
    | { kind: 'workflow'; status: WorkflowStatus; tone?: never }
    | { kind: 'offer'; status: OfferStatus; tone?: never }
    | { kind: 'stay'; status: StayState; tone?: never }
    | { kind: 'trafficLight'; status: TrafficLight; tone?: never }
    | {
        kind?: undefined;
        /** Any other record's status (an invoice, a task): its value, for hooks. */
        status?: string;
        tone: BadgeTone;
      }
  );

function colourClass(props: StatusBadgeProps): string {
  return props.kind === undefined
    ? toneClass[props.tone]
    : ((statusTone[props.kind] as Record<string, string>)[props.status] ?? '');
}

/**
 * A status as a dot and its label, in one size for every record kind: workflow, offer and stay
 * statuses and the landlord traffic light in their own hues, any other status in a feedback tone.
 * The label carries the meaning (colour repeats it); a code or reason goes in the `hint`, shown on
 * hover, never in front of the label.
 *
 * Hooks: `[data-component="StatusBadge"]`, `[data-kind]`, `[data-status]`, `[data-tone]`; parts
 * `[data-part="dot"]`, `[data-part="label"]`.
 */
export function StatusBadge(props: StatusBadgeProps) {
  const { label, hint, className } = props;
  return (
    <span
      className={cx(badge, colourClass(props), className)}
      title={hint}
      data-component="StatusBadge"
      data-kind={props.kind}
      data-status={props.status}
      data-tone={props.kind === undefined ? props.tone : undefined}
    >
      <span className={dot} data-part="dot" aria-hidden="true" />
      <span className={labelClass} data-part="label">
        {label}
      </span>
    </span>
  );
}
