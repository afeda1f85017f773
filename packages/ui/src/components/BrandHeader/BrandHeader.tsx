import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import type { BrandMeta } from '../../tokens/brands';
import { Icon } from '../Icon/Icon';
import { useBrand } from '../ThemeProvider/ThemeProvider';
import { brand, logo, phone, root } from './BrandHeader.css';

export interface BrandHeaderProps {
  /** Extra content between the brand and the phone number (rarely needed). */
  children?: ReactNode;
  /**
   * Accessible name of the phone link; it must contain the number as shown (WCAG label in
   * name). Defaults to the number alone.
   */
  phoneLabel?: string;
  /** The number from the global settings an admin edits; the brand token's number when not given. */
  phone?: BrandMeta['phone'];
}

/**
 * The co-brand header (spec §1): the current brand's logo and product name, and its phone
 * number as a tappable `tel:` link. Everything comes from `useBrand()`, so switching the
 * theme switches the header.
 *
 * Hooks: `[data-component="BrandHeader"]` with `[data-brand]`, parts `[data-part="brand"]`,
 * `[data-part="phone"]` (`[data-hovered]`, `[data-focus-visible]`).
 */
export function BrandHeader({ children, phoneLabel, phone: settingsPhone }: BrandHeaderProps) {
  const { name, productName, phone: tokenPhone, Logo } = useBrand();
  const brandPhone = settingsPhone ?? tokenPhone;
  return (
    <header className={root} data-component="BrandHeader" data-brand={name}>
      <span className={brand} data-part="brand">
        <span className={logo}>
          <Logo size={32} />
        </span>
        {productName}
      </span>
      {children}
      <AriaLink href={brandPhone.href} className={phone} aria-label={phoneLabel} data-part="phone">
        <Icon name="phone" size="small" />
        {brandPhone.display}
      </AriaLink>
    </header>
  );
}
