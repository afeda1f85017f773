import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod/mini';

/**
 * Server settings, read once from the environment. Every setting has the default of
 * `.env.example`, so a fresh checkout runs with no set-up. The client URLs are optional here:
 * when one is not set explicitly it is derived from the origin of each request, so one build
 * serves correctly on any PORT (see `publicUrls`).
 */
const optionalUrl = z.pipe(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value) => (value === '' ? undefined : value.replace(/\/+$/, ''))),
  ),
  z.optional(z.url()),
);

/** The documented local defaults: fine on a laptop, refused in production. */
export const DEFAULT_ACCESS_TOKEN_SECRET = 'local-access-secret-change-me-in-production';
export const DEFAULT_REFRESH_TOKEN_SECRET = 'local-refresh-secret-change-me-in-production';
export const DEFAULT_SEED_PASSWORD = 'Staydesk-Demo-2026';
/** A production token secret is at least this long (256 bits of hex or base64 exceed it). */
export const MIN_PRODUCTION_SECRET_LENGTH = 32;

/** PostgreSQL: the longest one statement inside a transaction may run (STATEMENT_TIMEOUT_MS). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
/** PostgreSQL: the longest one statement outside a transaction (a read) may run (READ_TIMEOUT_MS). */
export const DEFAULT_READ_TIMEOUT_MS = 5_000;

const flag = z.pipe(
  z._default(z.enum(['1', 'true', '0', 'false', '']), ''),
  z.transform((value) => value === '1' || value === 'true'),
);

const envSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  // 0 asks the system for any free port (tests).
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 3000),
  HOST: z._default(z.string(), '0.0.0.0'),
  DATA_DIR: z._default(z.string(), './data'),
  DATABASE_URL: z._default(z.string().check(z.trim()), ''),
  ACCESS_TOKEN_SECRET: z._default(z.string().check(z.minLength(16)), DEFAULT_ACCESS_TOKEN_SECRET),
  REFRESH_TOKEN_SECRET: z._default(z.string().check(z.minLength(16)), DEFAULT_REFRESH_TOKEN_SECRET),
  SMTP_URL: z._default(z.string().check(z.trim()), ''),
  MAIL_FROM: z._default(z.string(), 'Staydesk <no-reply@staydesk.test>'),
  SEED_PASSWORD: z._default(z.string(), DEFAULT_SEED_PASSWORD),
  S3_ENDPOINT: z._default(z.string().check(z.trim()), ''),
  S3_BUCKET: z._default(z.string().check(z.trim()), ''),
  S3_ACCESS_KEY_ID: z._default(z.string().check(z.trim()), ''),
  S3_SECRET_ACCESS_KEY: z._default(z.string().check(z.trim()), ''),
  S3_REGION: z._default(z.string().check(z.trim()), 'auto'),
  GLOBAL_URL: z.optional(optionalUrl),
  CLIENT_URL: z.optional(optionalUrl),
  SCRAPER_URL: z.optional(optionalUrl),
  CLOUD_FILE_HOST_URL: z.optional(optionalUrl),
  MAPS_KEY: z._default(z.string(), 'local-maps-key'),
  CHAT_LINK_URL: z._default(z.string(), 'https://wa.me'),
  BRAND: z._default(z.enum(['staydesk', 'harbour']), 'staydesk'),
  DASHBOARD_DIST: z.optional(z.string()),
  /** 1 seeds the demo staff, companies and each module's demo rows (npm start sets it). */
  DEMO_DATA: flag,
  LOG_LEVEL: z._default(z.enum(['silent', 'info']), 'info'),
  REQUEST_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(100)), 30_000),
  STATEMENT_TIMEOUT_MS: z._default(
    z.coerce.number().check(z.int(), z.gte(100)),
    DEFAULT_STATEMENT_TIMEOUT_MS,
  ),
  READ_TIMEOUT_MS: z._default(
    z.coerce.number().check(z.int(), z.gte(100)),
    DEFAULT_READ_TIMEOUT_MS,
  ),
  SHUTDOWN_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 10_000),
  /** Short values let end-to-end tests see an access token expire (the refresh-and-retry path). */
  ACCESS_TOKEN_TTL_SECONDS: z._default(
    z.coerce.number().check(z.int(), z.gte(5), z.lte(3600)),
    900,
  ),
});

export type Env = z.output<typeof envSchema>;

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  accessTokenSecret: string;
  refreshTokenSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedPassword: string;
  s3: S3Settings | undefined;
  /**
   * Where the dashboard is served: reset links in mail and the one CORS origin. CLIENT_URL, or
   * outside production `http://localhost:PORT`; never a request header.
   */
  clientUrl: string;
  /**
   * Local development and automated tests without SMTP (not production, SMTP_URL unset): the
   * outbox keeps a reset mail's link, and the mail is also written to DATA_DIR/mail, so a person
   * on a fresh machine can complete a reset. Elsewhere the stored text has the link cut out.
   */
  keepLinksInOutbox: boolean;
  /** Explicit client URLs; an undefined one is derived from the request origin. */
  urls: {
    global: string | undefined;
    client: string | undefined;
    scraper: string | undefined;
    files: string | undefined;
  };
  mapsKey: string;
  chatLinkUrl: string;
  brand: Env['BRAND'];
  dashboardDist: string;
  seedDemoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Lifetime of an access token; the session's 24 h cap still applies. */
  accessTokenTtlMs: number;
  /** Lifetime of a password-reset link. */
  resetTokenTtlMs: number;
  /** Largest accepted image upload. */
  maxImageBytes: number;
  /**
   * An API request's time budget: past it the request answers 503 with `timeout: true` and its
   * database work is stopped (its statement cancelled, its transaction rolled back).
   */
  requestTimeoutMs: number;
  /** PostgreSQL: the longest one statement inside a transaction may run. */
  statementTimeoutMs: number;
  /** PostgreSQL: the longest one statement outside a transaction (a read) may run. */
  readTimeoutMs: number;
  /** On SIGTERM, how long requests in flight may take to finish before they are stopped. */
  shutdownTimeoutMs: number;
}

const serverPackageDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/**
 * Loads `.env` from the working directory and from the workspace root, when present. Real
 * environment variables win over both, and the working directory's file over the root's.
 */
export function loadDotEnv(): void {
  for (const path of [resolve('.env'), resolve(serverPackageDir, '../../.env')]) {
    if (existsSync(path)) process.loadEnvFile(path);
  }
}

/**
 * The settings production refuses to start with, each message naming its setting:
 * a missing or documented token secret (anyone could forge a token), a short or shared one,
 * demo data under the documented password, and no CLIENT_URL (mail links and CORS would have no
 * trustworthy origin).
 */
export function productionProblems(source: NodeJS.ProcessEnv, env: Env): string[] {
  const problems: string[] = [];
  for (const [name, fallback] of [
    ['ACCESS_TOKEN_SECRET', DEFAULT_ACCESS_TOKEN_SECRET],
    ['REFRESH_TOKEN_SECRET', DEFAULT_REFRESH_TOKEN_SECRET],
  ] as const) {
    const value = source[name];
    if (!value) problems.push(`${name}: must be set in production (a random secret)`);
    else if (value === fallback)
      problems.push(`${name}: is the documented default; set a random secret`);
    else if (value.length < MIN_PRODUCTION_SECRET_LENGTH)
      problems.push(`${name}: must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters`);
  }
  if (env.ACCESS_TOKEN_SECRET === env.REFRESH_TOKEN_SECRET)
    problems.push('REFRESH_TOKEN_SECRET: must differ from ACCESS_TOKEN_SECRET');
  if (!env.CLIENT_URL)
    problems.push('CLIENT_URL: must be set in production (reset links and CORS use it)');
  if (env.DEMO_DATA && env.SEED_PASSWORD === DEFAULT_SEED_PASSWORD)
    problems.push(
      'SEED_PASSWORD: the documented demo password cannot be used in production (DEMO_DATA is on)',
    );
  return problems;
}

export function readConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid server settings:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') {
    const problems = productionProblems(source, env);
    if (problems.length > 0)
      throw new Error(`Unsafe settings for production:\n${problems.join('\n')}`);
  }
  const s3Complete =
    env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    accessTokenSecret: env.ACCESS_TOKEN_SECRET,
    refreshTokenSecret: env.REFRESH_TOKEN_SECRET,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    seedPassword: env.SEED_PASSWORD,
    s3: s3Complete
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          region: env.S3_REGION,
        }
      : undefined,
    clientUrl: env.CLIENT_URL ?? `http://localhost:${env.PORT}`,
    keepLinksInOutbox: env.NODE_ENV !== 'production' && !env.SMTP_URL,
    urls: {
      global: env.GLOBAL_URL,
      client: env.CLIENT_URL,
      scraper: env.SCRAPER_URL,
      files: env.CLOUD_FILE_HOST_URL,
    },
    mapsKey: env.MAPS_KEY,
    chatLinkUrl: env.CHAT_LINK_URL,
    brand: env.BRAND,
    dashboardDist: resolve(env.DASHBOARD_DIST ?? resolve(serverPackageDir, '../dashboard/dist')),
    seedDemoData: env.DEMO_DATA,
    logLevel: env.LOG_LEVEL,
    accessTokenTtlMs: env.ACCESS_TOKEN_TTL_SECONDS * 1000,
    resetTokenTtlMs: 60 * 60 * 1000,
    maxImageBytes: 5 * 1024 * 1024,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    statementTimeoutMs: env.STATEMENT_TIMEOUT_MS,
    readTimeoutMs: env.READ_TIMEOUT_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  };
}
