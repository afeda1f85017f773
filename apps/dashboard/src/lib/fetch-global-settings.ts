import { type GlobalSettings, globalSettingsResponseSchema } from '@staydesk/domain';
import { z } from 'zod/mini';
import { api } from './api-client';
import { globalSettingsKey } from './global-settings-key';

const responseSchema = z.object({ data: globalSettingsResponseSchema });

/**
 * GET /api/v1/global/settings → data.settings (spec §7). The app's SWR hook fetches with it; the
 * sign-in page, which has no data layer, calls it alone (app/SignInPage.tsx).
 */
export async function fetchGlobalSettings(
  key: string = globalSettingsKey,
): Promise<GlobalSettings> {
  const response = await api.get(key, responseSchema);
  return response.data.settings;
}
