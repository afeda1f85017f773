import { Box, Stack } from '@staydesk/ui';
import { useT } from '../../../i18n';
import { LANGUAGES, type Language, useClientSettings } from '../../../lib/client-settings';

/**
 * Theme and language (spec §4): the theme toggle sets the type and marks it custom; the
 * language choice sets the language. Both persist under the `root` key (lib/client-settings).
 */
export function AppearanceSection() {
  const t = useT();
  const { settings, toggleTheme, setLanguage } = useClientSettings();
  return (
    <Stack as="section" space="medium" aria-label={t.settings.appearance}>
      <h2>{t.settings.appearance}</h2>
      <Stack space="xsmall">
        <label>
          <input type="checkbox" checked={settings.theme.type === 'dark'} onChange={toggleTheme} />{' '}
          {t.settings.darkMode}
        </label>
        <Box as="p" data-theme-custom={settings.theme.custom}>
          {settings.theme.custom ? t.settings.themeCustom : t.settings.themeDefault}
        </Box>
      </Stack>
      <fieldset>
        <legend>{t.settings.language}</legend>
        <Stack space="xsmall">
          {LANGUAGES.map((language: Language) => (
            <label key={language} lang={language}>
              <input
                type="radio"
                name="language"
                value={language}
                checked={settings.language === language}
                onChange={() => setLanguage(language)}
              />{' '}
              {t.settings.languages[language]}
            </label>
          ))}
        </Stack>
      </fieldset>
    </Stack>
  );
}
