import { cx } from '../private/cx';
import {
  type TrafficLight as TrafficLightValue,
  trafficLightLabels,
} from '../StatusChip/statusChipVariants';
import { colour, lamp, light, text } from './TrafficLight.css';
import type { TrafficLightSize } from './trafficLightVariants';

/**
 * The five colours as a type, under the component's name: `import { TrafficLight }` brings both
 * (the type was exported from StatusChip's variants first; it is the same union).
 */
export type TrafficLight = TrafficLightValue;

export interface TrafficLightProps {
  /** One of the five colours of spec §3: gray, green, orange, yellow, red. */
  value: TrafficLightValue;
  /** The shown text (pass a translation); the English colour name by default. */
  label?: string;
  size?: TrafficLightSize;
  className?: string;
}

/**
 * A landlord's traffic light: a lit lamp in the colour's strong tone on its soft tone, always
 * with the colour's name beside it, so the colour is never the only cue.
 *
 * Hooks: `[data-component="TrafficLight"]`, `[data-value]`, `[data-size]`; parts
 * `[data-part="lamp"]`, `[data-part="label"]`.
 */
export function TrafficLight({ value, label, size = 'standard', className }: TrafficLightProps) {
  return (
    <span
      className={cx(light({ size }), colour[value], className)}
      data-component="TrafficLight"
      data-value={value}
      data-size={size}
    >
      <span className={lamp} data-part="lamp" aria-hidden="true" />
      <span className={text} data-part="label">
        {label ?? trafficLightLabels[value]}
      </span>
    </span>
  );
}
