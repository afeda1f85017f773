import { messageResponseSchema, type SignUp } from '@staydesk/domain';
import { api } from '../../../lib/api-client';

/**
 * POST /account (spec §7): a self sign-up; the server gives it the role user. It answers 202
 * `{ message }` the same for a new and an existing address: the account only works
 * once its address is confirmed and an administrator approved it.
 */
export function submitSignUp(input: SignUp) {
  return api.post('/account', input, messageResponseSchema);
}
