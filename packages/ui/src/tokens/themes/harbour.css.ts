import { harbourBase } from '../brands/harbour/base';
import { harbourDark } from '../brands/harbour/dark';
import { harbourLight } from '../brands/harbour/light';
import { createBrandTheme } from '../createBrandTheme';

export const harbourThemeClass = createBrandTheme(
  harbourBase,
  harbourLight,
  harbourDark,
  'harbour',
);
