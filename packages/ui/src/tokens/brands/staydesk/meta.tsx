import type { BrandMeta } from '../../brands';
import { LogoFrame, type LogoProps } from '../../logos';

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

/**
 * What screens may say about Staydesk. Its theme entry (themes/staydesk) carries it, not the other
 * brand's. The number is from Ofcom's range reserved for drama, so it can never reach a real
 * subscriber.
 */
export const staydeskMeta = {
  name: 'staydesk',
  productName: 'Staydesk',
  phone: { display: '020 7946 0321', href: 'tel:+442079460321' },
  Logo: StaydeskLogo,
} as const satisfies BrandMeta;
