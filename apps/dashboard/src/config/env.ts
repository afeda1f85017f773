import { z } from 'zod/mini';

/** The client settings of spec §5, in the order the spec lists them. */
const settingNames = [
  'NODE_ENV',
  'GLOBAL_URL',
  'CLIENT_URL',
  'SCRAPER_URL',
  'MAPS_KEY',
  'CLOUD_FILE_HOST_URL',
  'CHAT_LINK_URL',
] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']),
  GLOBAL_URL: z.url(),
  CLIENT_URL: z.url(),
  SCRAPER_URL: z.url(),
  MAPS_KEY: z.string().check(z.minLength(1)),
  CLOUD_FILE_HOST_URL: z.url(),
  CHAT_LINK_URL: z.url(),
  BRAND: z._default(z.enum(['staydesk', 'harbour']), 'staydesk'),
});

export type Env = z.infer<typeof envSchema>;

/** Raised at start-up when a setting is missing or malformed; main.tsx renders its message. */
export class MissingEnvError extends Error {
  override name = 'MissingEnvError';
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Validates raw settings. A missing one raises 'Add <NAME> to the environment' (spec §5, §8);
 * a present but malformed one names the setting and the problem.
 */
export function parseEnv(raw: Record<string, unknown>): Env {
  const missing = settingNames.find((name) => isBlank(raw[name]));
  if (missing) throw new MissingEnvError(`Add ${missing} to the environment`);
  const result = envSchema.safeParse(
    Object.fromEntries(Object.entries(raw).filter(([, value]) => !isBlank(value))),
  );
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'a setting');
    throw new MissingEnvError(`Add a valid ${name} to the environment (${issue?.message ?? ''})`);
  }
  return result.data;
}

/**
 * The server writes `window.__STAYDESK_CONFIG__` from `/config.js`. Only the development build
 * falls back to the repository's `.env`, so a production bundle never carries build-time values.
 */
function readRawEnv(): Record<string, unknown> {
  if (window.__STAYDESK_CONFIG__) return window.__STAYDESK_CONFIG__;
  if (!import.meta.env.DEV) return {};
  return {
    NODE_ENV: 'development',
    GLOBAL_URL: import.meta.env.GLOBAL_URL,
    CLIENT_URL: import.meta.env.CLIENT_URL,
    SCRAPER_URL: import.meta.env.SCRAPER_URL,
    MAPS_KEY: import.meta.env.MAPS_KEY,
    CLOUD_FILE_HOST_URL: import.meta.env.CLOUD_FILE_HOST_URL,
    CHAT_LINK_URL: import.meta.env.CHAT_LINK_URL,
    BRAND: import.meta.env.BRAND,
  };
}

let cached: Env | undefined;

/** The validated settings; throws MissingEnvError on first use when one is missing. */
export function env(): Env {
  cached ??= parseEnv(readRawEnv());
  return cached;
}
