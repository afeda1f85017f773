import { apiMessageText } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';

/**
 * The text a failed auth call shows above its form: the server's own words (by their code in the
 * user's language), or a transport failure's message (no response at all); nothing for a bare
 * status (spec §2).
 */
export function failureText(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    if (error.handled) return undefined;
    if (error.body?.message) return apiMessageText(error.body, error.body.message);
    return error.status === 0 ? error.message || undefined : undefined;
  }
  return error instanceof Error ? error.message || undefined : undefined;
}
