import { harbourMeta } from './brands/harbour/meta';
import type { BrandTheme } from './brandTheme';
import { harbourThemeClass } from './themes/harbour.css';

export const harbourTheme: BrandTheme = { ...harbourMeta, className: harbourThemeClass };
