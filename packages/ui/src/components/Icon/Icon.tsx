import { icon } from './Icon.css';
import { type IconName, iconPaths } from './iconPaths';
import type { IconSize } from './iconVariants';

export interface IconProps {
  name: IconName;
  size?: IconSize;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  label?: string;
}

/**
 * One of the app's icons, drawn in the current text colour.
 *
 * Hooks: `[data-component="Icon"]`, `[data-icon="<name>"]`, `[data-size]`.
 */
export function Icon({ name, size = 'standard', label }: IconProps) {
  const labelled = label !== undefined && label !== '';
  return (
    <svg
      viewBox="0 0 24 24"
      className={icon({ size })}
      data-component="Icon"
      data-icon={name}
      data-size={size}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? label : undefined}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
