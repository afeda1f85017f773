import type { BrandMeta } from './brands';

/** A brand's metadata plus the class that carries its tokens; built by each `themes/<brand>` entry. */
export interface BrandTheme extends BrandMeta {
  className: string;
}
