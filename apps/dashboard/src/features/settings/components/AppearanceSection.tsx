import { Box, FormSection, Inline, Radio, RadioGroup, Switch, Tag } from '@staydesk/ui';
import { loadLanguage } from '../../../i18n';
import { LANGUAGES, type Language, useClientSettings } from '../../../lib/client-settings';
import { toast } from '../../../lib/toast';
import { useSettingsTexts } from '../messages';

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Theme and language (spec §4): the theme toggle sets the type and marks it custom; the
 * language choice sets the language once its texts have loaded (each language but English is
 * fetched when first chosen). Both persist under the `root` key (lib/client-settings).
 */
export function AppearanceSection() {
  const t = useSettingsTexts();
  const { settings, toggleTheme, setLanguage } = useClientSettings();
  return (
    <Box as="section" aria-label={t.settings.appearance}>
      <FormSection title={t.settings.appearance}>
        <Inline space="small" alignY="center">
          <Switch isSelected={settings.theme.type === 'dark'} onChange={toggleTheme}>
            {t.settings.darkMode}
          </Switch>
          <Tag tone={settings.theme.custom ? 'info' : 'neutral'}>
            {settings.theme.custom ? t.settings.themeCustom : t.settings.themeDefault}
          </Tag>
        </Inline>
        <RadioGroup
          label={t.settings.language}
          value={settings.language}
          onChange={(value) => {
            if (!isLanguage(value)) return;
            loadLanguage(value).then(
              () => setLanguage(value),
              (error: unknown) => {
                console.error(error);
                toast.error(t.errors.fallbackText);
              },
            );
          }}
        >
          {LANGUAGES.map((language) => (
            <Radio key={language} value={language}>
              <span lang={language}>{t.settings.languages[language]}</span>
            </Radio>
          ))}
        </RadioGroup>
      </FormSection>
    </Box>
  );
}
