import {
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  REHYDRATION_TIMEOUT_MS,
  STORAGE_KEYS,
  THEME_TYPES,
} from '@staydesk/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { z } from 'zod/mini';
import { readItem, writeItem } from './storage';

/** Client settings of spec §3, persisted in local storage under the key `root`. */
const languages = ['en', 'fr'] as const;

const clientSettingsSchema = z.object({
  theme: z.catch(
    z.object({
      type: z.catch(z.enum(THEME_TYPES), DEFAULT_THEME),
      custom: z.catch(z.boolean(), false),
    }),
    { type: DEFAULT_THEME, custom: false },
  ),
  language: z.catch(z.enum(languages), DEFAULT_LANGUAGE),
});

export type ClientSettings = z.infer<typeof clientSettingsSchema>;
export type ThemeType = ClientSettings['theme']['type'];
export type Language = ClientSettings['language'];

export const defaultClientSettings: ClientSettings = {
  theme: { type: DEFAULT_THEME, custom: false },
  language: DEFAULT_LANGUAGE,
};

function readPersisted(): ClientSettings {
  const raw = readItem('local', STORAGE_KEYS.persistedRoot);
  if (!raw) return defaultClientSettings;
  try {
    return clientSettingsSchema.parse(JSON.parse(raw));
  } catch (error) {
    console.warn('Ignoring unreadable persisted settings', error);
    return defaultClientSettings;
  }
}

/**
 * Rehydrates the persisted settings, giving up after 5000 ms (spec §9) so a stuck storage never
 * blocks start-up; the defaults apply then.
 */
export function rehydrateClientSettings(
  timeoutMs: number = REHYDRATION_TIMEOUT_MS,
): Promise<ClientSettings> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.warn(`Persisted settings did not load within ${timeoutMs} ms; using defaults`);
      resolve(defaultClientSettings);
    }, timeoutMs);
    queueMicrotask(() => {
      const settings = readPersisted();
      clearTimeout(timer);
      resolve(settings);
    });
  });
}

interface ClientSettingsValue {
  settings: ClientSettings;
  /** Switches light/dark and marks the theme as the user's own choice (spec §4). */
  toggleTheme: () => void;
  setLanguage: (language: Language) => void;
}

const ClientSettingsContext = createContext<ClientSettingsValue | null>(null);

export function ClientSettingsProvider({
  initial,
  children,
}: {
  initial: ClientSettings;
  children: ReactNode;
}) {
  const [settings, setSettings] = useState(initial);

  const update = useCallback((change: (previous: ClientSettings) => ClientSettings) => {
    setSettings((previous) => {
      const next = change(previous);
      writeItem('local', STORAGE_KEYS.persistedRoot, JSON.stringify(next));
      return next;
    });
  }, []);

  const value = useMemo<ClientSettingsValue>(
    () => ({
      settings,
      toggleTheme: () =>
        update((previous) => ({
          ...previous,
          theme: { type: previous.theme.type === 'light' ? 'dark' : 'light', custom: true },
        })),
      setLanguage: (language) => update((previous) => ({ ...previous, language })),
    }),
    [settings, update],
  );

  return <ClientSettingsContext value={value}>{children}</ClientSettingsContext>;
}

export function useClientSettings(): ClientSettingsValue {
  const value = useContext(ClientSettingsContext);
  if (!value) throw new Error('useClientSettings needs a ClientSettingsProvider');
  return value;
}

export const LANGUAGES = languages;
