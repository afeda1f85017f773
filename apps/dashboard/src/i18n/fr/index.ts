import type { Messages } from '../types';
import { common } from './common';
import { errors } from './errors';
import { layout } from './layout';
import { validation } from './validation';

/** Every French text; typed by the English shape, so a missing key fails the typecheck. */
export const fr: Messages = {
  common,
  errors,
  validation,
  layout,
};

/** The server's refusals in French, loaded with the texts above (one chunk). */
export { apiText } from './api-messages';
