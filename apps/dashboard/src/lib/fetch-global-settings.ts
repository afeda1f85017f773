import { type PublicSettings, publicSettingsResponseSchema } from '@staydesk/domain';
import { z } from 'zod/mini';
import { api } from './api-client';
import { globalSettingsKey } from './global-settings-key';

const responseSchema = z.object({ data: publicSettingsResponseSchema });

/**
 * GET /api/v1/global/settings → data.settings (spec §7): the public part, all a page shows before
 * sign-in. The app's start waits for it through its SWR hook; the sign-in page, which has no data
 * layer, calls it alone (app/SignInPage.tsx).
 */
export async function fetchPublicSettings(
  key: string = globalSettingsKey,
): Promise<PublicSettings> {
  const response = await api.get(key, responseSchema);
  return response.data.settings;
}
