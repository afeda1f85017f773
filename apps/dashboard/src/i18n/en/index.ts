import { accounts } from './accounts';
import { auth } from './auth';
import { common } from './common';
import { companies } from './companies';
import { errors } from './errors';
import { home } from './home';
import { layout } from './layout';
import { publicPages } from './public';
import { settings } from './settings';
import { validation } from './validation';

/** Every English text of the dashboard, one file per feature. */
export const en = {
  common,
  errors,
  validation,
  auth,
  publicPages,
  layout,
  settings,
  accounts,
  companies,
  home,
} as const;
