import { DEFAULT_SEED_PASSWORD, loadDotEnv, readConfig } from './config.js';
import { migrate } from './db/migrations.js';
import { openDatabase } from './db/open.js';
import { seedDemoData } from './seed.js';

/** `pnpm seed`: migrates the configured database and adds the demo data it lacks. */
loadDotEnv();
const config = readConfig();
// Asking for the demo here is asking for DEMO_DATA: production refuses the documented password.
if (config.env === 'production' && config.seedPassword === DEFAULT_SEED_PASSWORD) {
  console.error(
    'SEED_PASSWORD: the documented demo password cannot be used in production; set another one to seed demo data',
  );
  process.exit(1);
}
const db = await openDatabase(config);
try {
  const applied = await migrate(db);
  const result = await seedDemoData(db, config.seedPassword);
  console.log(
    `Seeded ${db.kind} database: ${result.staff} demo staff present, ${result.companies} companies added` +
      (applied.length > 0 ? ` (migrations applied: ${applied.join(', ')})` : ''),
  );
} finally {
  await db.close();
}
