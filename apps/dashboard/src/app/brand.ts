import type { BrandTheme } from '@staydesk/ui';
import type { Env } from '../config/env';

/**
 * Loads only the configured brand's theme (each brand is its own entry): its tokens as
 * a style sheet and its class names, logo and product name as a module, fetched in parallel.
 */
export async function loadBrandTheme(brand: Env['BRAND']): Promise<BrandTheme> {
  switch (brand) {
    case 'harbour': {
      const [theme] = await Promise.all([
        import('@staydesk/ui/themes/harbour'),
        import('@staydesk/ui/themes/harbour.css'),
      ]);
      return theme.harbourTheme;
    }
    case 'staydesk': {
      const [theme] = await Promise.all([
        import('@staydesk/ui/themes/staydesk'),
        import('@staydesk/ui/themes/staydesk.css'),
      ]);
      return theme.staydeskTheme;
    }
  }
}
