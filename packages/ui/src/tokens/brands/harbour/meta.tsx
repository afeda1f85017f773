import type { BrandMeta } from '../../brands';
import { LogoFrame, type LogoProps } from '../../logos';

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

/**
 * What screens may say about Harbour Stays. Its theme entry (themes/harbour) carries it, not
 * the other brand's. The number is from Ofcom's range reserved for drama, so it can never reach a
 * real subscriber.
 */
export const harbourMeta = {
  name: 'harbour',
  productName: 'Harbour Stays',
  phone: { display: '0161 496 0754', href: 'tel:+441614960754' },
  Logo: HarbourLogo,
} as const satisfies BrandMeta;
