import type { GlobalSettings } from '@staydesk/domain';
import useSWR from 'swr';
import { fetchGlobalSettings } from './fetch-global-settings';
import { globalSettingsKey } from './global-settings-key';

export function useGlobalSettings() {
  return useSWR<GlobalSettings>(globalSettingsKey, fetchGlobalSettings);
}
