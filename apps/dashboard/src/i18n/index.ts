import { useClientSettings } from '../lib/client-settings';
import { en } from './en';
import { fr } from './fr';
import type { Language, Messages } from './types';

export type { Language, Messages } from './types';

export const messages: Record<Language, Messages> = { en, fr };

/** The texts of the user's language. */
export function useT(): Messages {
  return messages[useClientSettings().settings.language];
}

/** Fills `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/**
 * Field messages come from the domain schemas in English (spec §5 texts). This swaps a known
 * one for the user's language and leaves any other (a server's own text) as it is.
 */
export function translateMessage(t: Messages, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = (Object.keys(en.validation) as (keyof Messages['validation'])[]).find(
    (name) => en.validation[name] === message,
  );
  return key ? t.validation[key] : message;
}
