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
    // Graceful: no new requests, those in flight finish or are stopped within
    // SHUTDOWN_TIMEOUT_MS, then the database closes (PGlite must be closed cleanly so its data
    // directory is consistent for the next start).
    const deadline = setTimeout(() => {
      console.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 15_000);
    deadline.unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
        process.exit(1);
      },
    );
  });
}
