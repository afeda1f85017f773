import type { Messages } from '../types';
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

/** Every French text; typed by the English shape, so a missing key fails the typecheck. */
export const fr: Messages = {
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
};
