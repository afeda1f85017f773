import { common } from './common';
import { companies } from './companies';
import { errors } from './errors';
import { layout } from './layout';
import { settings } from './settings';
import { validation } from './validation';

/** Every English text of the dashboard, one file per feature. */
export const en = {
  common,
  errors,
  validation,
  layout,
  settings,
  companies,
} as const;
