import { messageResponseSchema, type ResetPassword, type SendResetEmail } from '@staydesk/domain';
import { api } from '../../../lib/api-client';

/** POST /api/auth/send-reset-email with the email (spec §7); answers `{ message }`. */
export function sendResetEmail(input: SendResetEmail) {
  return api.post('/api/auth/send-reset-email', input, messageResponseSchema);
}

/** POST /api/auth/reset-password with the password and resetToken (spec §7). */
export function resetPassword(input: ResetPassword) {
  return api.post('/api/auth/reset-password', input, messageResponseSchema);
}
