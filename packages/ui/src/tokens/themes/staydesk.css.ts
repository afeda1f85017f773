import { staydeskBase } from '../brands/staydesk/base';
import { staydeskDark } from '../brands/staydesk/dark';
import { staydeskLight } from '../brands/staydesk/light';
import { createBrandTheme } from '../createBrandTheme';

export const staydeskThemeClass = createBrandTheme(
  staydeskBase,
  staydeskLight,
  staydeskDark,
  'staydesk',
);
