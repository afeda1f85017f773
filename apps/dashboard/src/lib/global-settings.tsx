import { type GlobalSettings, globalSettingsResponseSchema } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from './api-client';
import { globalSettingsKey } from './global-settings-key';

const responseSchema = z.object({ data: globalSettingsResponseSchema });

/** GET /api/v1/global/settings → data.settings (spec §7). */
export function useGlobalSettings() {
  return useSWR<GlobalSettings>(globalSettingsKey, async (key: string) => {
    const response = await api.get(key, responseSchema);
    return response.data.settings;
  });
}
