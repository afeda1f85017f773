import type { BrandTheme } from '@staydesk/ui';
import type { Env } from '../config/env';

/** Loads only the configured brand's theme (each brand is its own entry, STYLE §2). */
export async function loadBrandTheme(brand: Env['BRAND']): Promise<BrandTheme> {
  switch (brand) {
    case 'harbour':
      return (await import('@staydesk/ui/themes/harbour')).harbourTheme;
    case 'staydesk':
      return (await import('@staydesk/ui/themes/staydesk')).staydeskTheme;
  }
}
