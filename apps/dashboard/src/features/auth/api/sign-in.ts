import type { SignIn } from '@staydesk/domain';
import { signIn } from '../../../lib/auth';

/** POST /api/auth/signin, then the session is stored (lib/auth). */
export function submitSignIn(input: SignIn) {
  return signIn(input);
}
