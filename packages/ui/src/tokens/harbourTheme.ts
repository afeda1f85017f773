import { brands } from './brands';
import type { BrandTheme } from './brandTheme';
import { harbourThemeClass } from './themes/harbour.css';

export const harbourTheme: BrandTheme = { ...brands.harbour, className: harbourThemeClass };
