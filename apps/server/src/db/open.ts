import { join } from 'node:path';
import type { Config } from '../config.js';
import type { Logger } from '../lib/logger.js';
import type { Database } from './database.js';
import { PgliteDatabase } from './pglite.js';
import { PostgresDatabase } from './postgres.js';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/db. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'statementTimeoutMs' | 'readTimeoutMs'>,
  log?: Pick<Logger, 'error'>,
): Promise<Database> {
  if (config.databaseUrl) {
    return PostgresDatabase.open({
      connectionString: config.databaseUrl,
      statementTimeoutMs: config.statementTimeoutMs,
      readTimeoutMs: config.readTimeoutMs,
      onConnectionLoss: (error) =>
        log?.error('a database connection was lost under a request; it is discarded', {
          error: error.message,
        }),
      onIdleError: (error) =>
        log?.error('an idle database connection was closed; the next query opens another', {
          error: error.message,
        }),
    });
  }
  return PgliteDatabase.open(join(config.dataDir, 'db'));
}
