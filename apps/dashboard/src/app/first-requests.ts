import { loadLanguage } from '../i18n';
import { api } from '../lib/api-client';
import { type ClientSettings, rehydrateClientSettings } from '../lib/client-settings';
import { globalSettingsKey } from '../lib/global-settings';

/**
 * The first screen's requests that the route table does not start: the global settings call,
 * and the persisted client settings with their language's texts (English ships with the code).
 * A start-up step of its own (main.tsx): importing this evaluates the API client, the domain's
 * schemas it reads and the texts.
 */
export function startFirstRequests(): Promise<ClientSettings> {
  api.prefetch(globalSettingsKey);
  return rehydrateClientSettings().then(async (settings) => {
    await loadLanguage(settings.language);
    return settings;
  });
}
