import { cx } from '../private/cx';
import { chip, code as codeClass, dot, label as labelClass, tone } from './StatusChip.css';
import {
  type OfferStatus,
  offerStatusLabels,
  type StatusChipDisplay,
  type StatusChipSize,
  type StayState,
  stayStateLabels,
  type TrafficLight,
  trafficLightLabels,
  type WorkflowStatus,
  workflowStatusCodes,
  workflowStatusLabels,
} from './statusChipVariants';

interface CommonProps {
  /** The shown text; defaults to the English label from this package's lists (pass a translation). */
  label?: string;
  size?: StatusChipSize;
  className?: string;
}

export type StatusChipProps = CommonProps &
  (
    | {
        kind: 'workflow';
        status: WorkflowStatus;
        /** `codeAndLabel` by default; `code` shows only the short code (the label stays its name). */
        display?: StatusChipDisplay;
      }
    | { kind: 'offer'; status: OfferStatus }
    | { kind: 'stay'; status: StayState }
    | { kind: 'trafficLight'; status: TrafficLight }
  );

function defaultLabel(props: StatusChipProps): string {
  switch (props.kind) {
    case 'workflow':
      return workflowStatusLabels[props.status];
    case 'offer':
      return offerStatusLabels[props.status];
    case 'stay':
      return stayStateLabels[props.status];
    case 'trafficLight':
      return trafficLightLabels[props.status];
  }
}

function toneClass(props: StatusChipProps): string {
  switch (props.kind) {
    case 'workflow':
      return tone.workflow[props.status];
    case 'offer':
      return tone.offer[props.status];
    case 'stay':
      return tone.stay[props.status];
    case 'trafficLight':
      return tone.trafficLight[props.status];
  }
}

/**
 * A status as a coloured chip: workflow statuses (with their short codes), offer statuses, stay
 * states and the landlord traffic light, each coloured from `vars.color.status.*`. Colour is never
 * the only cue: the label (or the code, with the label as its accessible name) is always there.
 *
 * Hooks: `[data-component="StatusChip"]`, `[data-kind]`, `[data-status]`, `[data-size]`,
 * `[data-display]` (workflow); parts `[data-part="code"]`, `[data-part="label"]`, `[data-part="dot"]`.
 */
export function StatusChip(props: StatusChipProps) {
  const { size = 'standard', className } = props;
  const text = props.label ?? defaultLabel(props);
  const display = props.kind === 'workflow' ? (props.display ?? 'codeAndLabel') : 'label';
  const statusCode = props.kind === 'workflow' ? workflowStatusCodes[props.status] : undefined;
  const codeOnly = display === 'code';

  return (
    <span
      className={cx(chip({ size }), toneClass(props), className)}
      data-component="StatusChip"
      data-kind={props.kind}
      data-status={props.status}
      data-size={size}
      data-display={props.kind === 'workflow' ? display : undefined}
      {...(codeOnly ? { role: 'img', 'aria-label': text, title: text } : {})}
    >
      {props.kind === 'trafficLight' ? (
        <span className={dot} data-part="dot" aria-hidden="true" />
      ) : null}
      {statusCode !== undefined && display !== 'label' ? (
        <span className={codeClass} data-part="code" aria-hidden={codeOnly ? undefined : true}>
          {statusCode}
        </span>
      ) : null}
      {codeOnly ? null : (
        <span className={labelClass} data-part="label">
          {text}
        </span>
      )}
    </span>
  );
}
