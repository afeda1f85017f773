import { mutationResponseSchema, type SignUp, userSchema } from '@staydesk/domain';
import { api } from '../../../lib/api-client';

/** POST /account (spec §7): a self sign-up; the server gives it the role user. */
export function submitSignUp(input: SignUp) {
  return api.post('/account', input, mutationResponseSchema(userSchema));
}
