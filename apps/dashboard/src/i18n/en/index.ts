import { common } from './common';
import { errors } from './errors';
import { layout } from './layout';
import { validation } from './validation';

/** Every English text of the dashboard, one file per feature. */
export const en = {
  common,
  errors,
  validation,
  layout,
} as const;
