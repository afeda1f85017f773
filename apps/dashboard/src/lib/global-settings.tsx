import {
  type GlobalSettings,
  globalSettingsResponseSchema,
  type PublicSettings,
} from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from './api-client';
import { fetchPublicSettings } from './fetch-global-settings';
import { fullSettingsKey, globalSettingsKey } from './global-settings-key';

const fullResponseSchema = z.object({ data: globalSettingsResponseSchema });

/** The public settings: brand, names, locale, time zone, currency. */
export function usePublicSettings() {
  return useSWR<PublicSettings>(globalSettingsKey, fetchPublicSettings);
}

async function fetchFullSettings(key: string): Promise<GlobalSettings> {
  const response = await api.get(key, fullResponseSchema);
  return response.data.settings;
}

/** Every setting (margin floor, hold, experiments…): signed-in screens only. */
export function useGlobalSettings() {
  return useSWR<GlobalSettings>(fullSettingsKey, fetchFullSettings);
}
