import { messageResponseSchema, type VerifyEmail } from '@staydesk/domain';
import { api } from '../../../lib/api-client';

/** POST /api/auth/verify-email with the token of the mailed link; answers `{ message }`. */
export function verifyEmail(input: VerifyEmail) {
  return api.post('/api/auth/verify-email', input, messageResponseSchema);
}
