import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { LOCALES, useLanguage } from '../i18n';

/** Date fields and calendars in the user's language (en-GB: day/month/year; fr-FR). */
export function DateLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={LOCALES[useLanguage()]}>{children}</I18nProvider>;
}
