import type { SVGProps } from 'react';

export interface LogoProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'style' | 'role'> {
  /** Accessible name; leave empty when the product name is shown as text next to the logo. */
  title?: string;
  /** Rendered height in CSS pixels; width follows the aspect ratio. */
  size?: number;
}

function LogoFrame({
  title,
  size = 32,
  viewBox,
  children,
  ...rest
}: LogoProps & {
  viewBox: string;
  children: React.ReactNode;
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

/** Staydesk's mark: a key-shaped door in a rounded square. */
export function StaydeskLogo(props: LogoProps) {
  return (
    <LogoFrame viewBox="0 0 32 32" data-brand-logo="staydesk" {...props}>
      <rect x="1" y="1" width="30" height="30" rx="8" />
      <path
        d="M11 25V13a5 5 0 0 1 10 0v12h-3.5v-5h-3v5H11Zm5-10.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z"
        fill="#ffffff"
      />
    </LogoFrame>
  );
}

/** Harbour's mark: an anchor-like wave over a circle. */
export function HarbourLogo(props: LogoProps) {
  return (
    <LogoFrame viewBox="0 0 32 32" data-brand-logo="harbour" {...props}>
      <circle cx="16" cy="16" r="15" />
      <path
        d="M7 18c2 0 2-1.5 4.5-1.5S14 18 16 18s2-1.5 4.5-1.5S23 18 25 18v3c-2 0-2-1.5-4.5-1.5S18 21 16 21s-2-1.5-4.5-1.5S9 21 7 21v-3Zm7.5-9h3v6.5h-3V9Z"
        fill="#ffffff"
      />
    </LogoFrame>
  );
}
