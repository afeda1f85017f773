import { Heading, Radio, RadioGroup, Stack, Switch, Tag } from '@staydesk/ui';
import { useT } from '../../../i18n';
import { LANGUAGES, type Language, useClientSettings } from '../../../lib/client-settings';

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Theme and language (spec §4): the theme toggle sets the type and marks it custom; the
 * language choice sets the language. Both persist under the `root` key (lib/client-settings).
 */
export function AppearanceSection() {
  const t = useT();
  const { settings, toggleTheme, setLanguage } = useClientSettings();
  return (
    <Stack as="section" space="medium" aria-label={t.settings.appearance}>
      <Heading level={2}>{t.settings.appearance}</Heading>
      <Stack space="xsmall">
        <Switch isSelected={settings.theme.type === 'dark'} onChange={toggleTheme}>
          {t.settings.darkMode}
        </Switch>
        <Tag tone={settings.theme.custom ? 'info' : 'neutral'}>
          {settings.theme.custom ? t.settings.themeCustom : t.settings.themeDefault}
        </Tag>
      </Stack>
      <RadioGroup
        label={t.settings.language}
        value={settings.language}
        onChange={(value) => {
          if (isLanguage(value)) setLanguage(value);
        }}
      >
        {LANGUAGES.map((language) => (
          <Radio key={language} value={language}>
            <span lang={language}>{t.settings.languages[language]}</span>
          </Radio>
        ))}
      </RadioGroup>
    </Stack>
  );
}
