import type { ExperimentFlag, Role, RoleGrants } from '@staydesk/domain';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Background } from '../lib/background.js';
import type { RequestBudgets } from '../lib/budget.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import type { FileStore } from '../services/files.js';
import type { Mailer } from '../services/mail.js';

/** Everything a route needs from the outside world, built once at start-up. */
export interface AppDeps {
  config: Config;
  db: Database;
  clock: Clock;
  files: FileStore;
  mailer: Mailer;
  log: Logger;
  /** Work done after the answer (constant-time answers of send-reset-email and sign-up). */
  background: Background;
  /** The time budgets of the API requests in flight (shutdown waits for them, then stops them). */
  requests: RequestBudgets;
}

/** The public addresses for this request: explicit settings, else derived from its origin. */
export interface PublicUrls {
  origin: string;
  global: string;
  client: string;
  scraper: string;
  files: string;
}

export interface AuthUser {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  sessionId: string;
  /** The account's experiments as stored: a route tied to one asks for it switched on. */
  experiments: readonly ExperimentFlag[];
  /** The finance actions Administration granted per role, read with the session. */
  grants: RoleGrants;
}

export interface AppEnv {
  Variables: {
    urls: PublicUrls;
    /** Sent back as `X-Request-Id` and in a 500's body; logged with every failure. */
    requestId: string;
  };
}
