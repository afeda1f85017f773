import type { ReactNode, SVGProps } from 'react';

export interface LogoProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'style' | 'role'> {
  /** Accessible name; leave empty when the product name is shown as text next to the logo. */
  title?: string;
  /** Rendered height in CSS pixels; width follows the aspect ratio. */
  size?: number;
}

export function LogoFrame({
  title,
  size = 32,
  viewBox,
  children,
  ...rest
}: LogoProps & {
  viewBox: string;
  children: ReactNode;
}) {
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      viewBox={viewBox}
      height={size}
      width={size}
      fill="currentColor"
      role={labelled ? 'img' : undefined}
      aria-hidden={labelled ? undefined : true}
      aria-label={labelled ? title : undefined}
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
