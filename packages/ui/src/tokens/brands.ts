import type { ComponentType } from 'react';
import { HarbourLogo, type LogoProps, StaydeskLogo } from './logos';
import type { BrandName } from './types';

/** What a screen may say about the brand it runs under; colours live in the theme, not here. */
export interface BrandMeta {
  name: BrandName;
  productName: string;
  phone: {
    /** As printed for people. */
    display: string;
    /** E.164 form for the tappable `tel:` link. */
    href: `tel:+${string}`;
  };
  Logo: ComponentType<LogoProps>;
}

// Numbers are from Ofcom's range reserved for drama, so they can never reach a real subscriber.
export const brands = {
  staydesk: {
    name: 'staydesk',
    productName: 'Staydesk',
    phone: { display: '020 7946 0321', href: 'tel:+442079460321' },
    Logo: StaydeskLogo,
  },
  harbour: {
    name: 'harbour',
    productName: 'Harbour Stays',
    phone: { display: '0161 496 0754', href: 'tel:+441614960754' },
    Logo: HarbourLogo,
  },
} as const satisfies Record<BrandName, BrandMeta>;
