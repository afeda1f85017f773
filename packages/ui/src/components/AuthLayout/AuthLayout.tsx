import { type ReactNode, useId } from 'react';
import { useBrand } from '../ThemeProvider/ThemeProvider';
import {
  brandPanel,
  formInner,
  formPanel,
  heading,
  logo,
  root,
  tagline as taglineClass,
  version as versionClass,
} from './AuthLayout.css';

export interface AuthLayoutProps {
  /** The form, in the right panel. */
  children: ReactNode;
  /** The version label under the tagline. */
  version?: string;
  tagline?: ReactNode;
  /** The product name heading's level: 1 by default; 2 when the form's title is the page's h1. */
  headingLevel?: 1 | 2;
}

/**
 * The sign-in and sign-up page (spec §1): the left panel shows the brand's logo, the product
 * name as a heading, the tagline and the version label; the right panel (the `main` landmark)
 * holds the form. Panels stack on mobile and sit side by side from tablet up.
 *
 * Hooks: `[data-component="AuthLayout"]`, parts `[data-part="brand"]`, `[data-part="form"]`,
 * `[data-part="tagline"]`, `[data-part="version"]`.
 */
export function AuthLayout({
  children,
  version = 'v2.0.0',
  tagline = 'Manage listings, connect with clients, and close deals faster',
  headingLevel = 1,
}: AuthLayoutProps) {
  const { productName, Logo } = useBrand();
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={root} data-component="AuthLayout">
      <section className={brandPanel} aria-labelledby={headingId} data-part="brand">
        <span className={logo}>
          <Logo size={48} />
        </span>
        <Heading id={headingId} className={heading}>
          {productName}
        </Heading>
        <p className={taglineClass} data-part="tagline">
          {tagline}
        </p>
        <p className={versionClass} data-part="version">
          {version}
        </p>
      </section>
      <main className={formPanel} data-part="form">
        <div className={formInner}>{children}</div>
      </main>
    </div>
  );
}
