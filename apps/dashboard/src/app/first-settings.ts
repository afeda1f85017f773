import { loadLanguage } from '../i18n';
import { type ClientSettings, rehydrateClientSettings } from '../lib/client-settings';

/**
 * The persisted client settings, once their language's texts have loaded (English ships with the
 * code). A start-up step of its own (main.tsx): importing this evaluates the texts and the
 * domain's formatting they use.
 */
export function loadFirstSettings(): Promise<ClientSettings> {
  return rehydrateClientSettings().then(async (settings) => {
    await loadLanguage(settings.language);
    return settings;
  });
}
