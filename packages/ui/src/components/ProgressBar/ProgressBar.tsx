import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  Label,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { fill, label as labelClass, progressBar, track, valueText } from './ProgressBar.css';
import type { ProgressBarTone } from './progressBarVariants';

export interface ProgressBarProps
  extends Omit<AriaProgressBarProps, 'style' | 'className' | 'children'> {
  /** The visible label, also the accessible name (or pass `aria-label`). */
  label?: string;
  /** Show the formatted value ('40%', or `valueLabel`) next to the label. */
  showValueLabel?: boolean;
  tone?: ProgressBarTone;
  className?: string;
}

/**
 * A progress bar on RAC's `ProgressBar` (`role="progressbar"` with `aria-valuenow` and a
 * formatted `aria-valuetext`); `isIndeterminate` when the amount is unknown.
 *
 * Hooks: `[data-component="ProgressBar"]`, `[data-tone]`, `[data-indeterminate]`; parts
 * `[data-part="label"]`, `[data-part="value"]`, `[data-part="track"]`, `[data-part="fill"]`.
 */
export function ProgressBar({
  label,
  showValueLabel = true,
  tone = 'brandAccent',
  className,
  ...props
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      {...props}
      className={cx(progressBar, className)}
      data-component="ProgressBar"
      data-tone={tone}
      data-indeterminate={props.isIndeterminate || undefined}
    >
      {({ percentage, valueText: text, isIndeterminate }) => (
        <>
          {label === undefined ? null : (
            <Label className={labelClass} data-part="label">
              {label}
            </Label>
          )}
          {showValueLabel && !isIndeterminate ? (
            <span className={valueText} data-part="value">
              {text}
            </span>
          ) : null}
          <div className={track} data-part="track">
            <div
              className={fill({ tone })}
              data-part="fill"
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
