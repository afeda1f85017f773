import { loadDotEnv, readConfig } from './config.js';
import { startServer } from './server.js';

loadDotEnv();
let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  // Unsafe or invalid settings stop the start with the message naming each setting.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const { close } = await startServer(config);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // PGlite must be closed cleanly so its data directory is consistent for the next start.
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
