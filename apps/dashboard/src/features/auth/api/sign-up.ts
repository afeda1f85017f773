import type { SignUp } from '@staydesk/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const signUpResponseSchema = z.object({ message: z.string().optional(), data: z.unknown() });

/** POST /account (spec §7): creates an account; the server decides what access it gets. */
export function submitSignUp(input: SignUp) {
  return api.post('/account', input, signUpResponseSchema);
}
