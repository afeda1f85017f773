import { join } from 'node:path';
import type { Config } from '../config.js';
import type { Database } from './database.js';
import { PgliteDatabase } from './pglite.js';
import { PostgresDatabase } from './postgres.js';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/db. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<Database> {
  if (config.databaseUrl) return PostgresDatabase.open({ connectionString: config.databaseUrl });
  return PgliteDatabase.open(join(config.dataDir, 'db'));
}
