// `pnpm --filter @staydesk/dashboard test`: build the dashboard and the server, then run the
// end-to-end tests against the built server (playwright.config.ts starts it on a fresh data
// directory). Extra arguments go to `playwright test`.
import { pnpm } from '../../../scripts/pnpm.mjs';

pnpm(['--filter', '@staydesk/dashboard', 'run', 'build']);
// The server and what it depends on (the domain package), as `npm start` builds them.
pnpm(['--filter', '@staydesk/server...', 'run', 'build']);
pnpm(['--filter', '@staydesk/dashboard', 'exec', 'playwright', 'test', ...process.argv.slice(2)]);
