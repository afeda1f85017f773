import { brands } from './brands';
import type { BrandTheme } from './brandTheme';
import { staydeskThemeClass } from './themes/staydesk.css';

export const staydeskTheme: BrandTheme = { ...brands.staydesk, className: staydeskThemeClass };
