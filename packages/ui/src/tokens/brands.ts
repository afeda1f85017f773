import type { ComponentType } from 'react';
import type { LogoProps } from './logos';
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
