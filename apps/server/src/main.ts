import { loadDotEnv, readConfig } from './config.js';
import { startServer } from './server.js';

loadDotEnv();
const config = readConfig();
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
