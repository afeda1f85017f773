import { loadDotEnv, readConfig } from './config.js';
import { migrate } from './db/migrations.js';
import { openDatabase } from './db/open.js';
import { seedDemoData } from './seed.js';

/** `pnpm seed`: migrates the configured database and adds the demo data it lacks. */
loadDotEnv();
const config = readConfig();
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
