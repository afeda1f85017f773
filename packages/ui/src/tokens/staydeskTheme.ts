import { staydeskMeta } from './brands/staydesk/meta';
import type { BrandTheme } from './brandTheme';
import { staydeskThemeClass } from './themes/staydesk.css';

export const staydeskTheme: BrandTheme = { ...staydeskMeta, className: staydeskThemeClass };
