import { mutationResponseSchema, type SignIn, signInDataSchema } from '@staydesk/domain';
import type { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

const signInResponseSchema = mutationResponseSchema(signInDataSchema);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/**
 * POST /api/auth/signin, then the session is stored (lib/session). It reads nothing of the
 * dashboard's data layer (SWR, the start-up calls): the sign-in page loads it on its own.
 */
export async function submitSignIn(input: SignIn): Promise<SignInResponse> {
  const response = await api.post('/api/auth/signin', input, signInResponseSchema);
  startSession(response.data, input.rememberMe);
  return response;
}
