// `npm start`: install, build what is needed, and start Staydesk with its embedded database.
import { resolve } from 'node:path';
import { pnpm, root } from './pnpm.mjs';

// The server runs inside apps/server: a relative DATA_DIR means relative to where `start` was
// called, and the default is ./data at the repository root.
const dataDir = resolve(process.env.DATA_DIR ?? resolve(root, 'data'));

pnpm(['install', '--prefer-offline']);
// `...` takes each app's workspace dependencies too, built first: the dashboard imports the
// built @staydesk/ui and @staydesk/domain, as it would from the registry.
pnpm(['--filter', '@staydesk/dashboard...', '--filter', '@staydesk/server...', 'run', 'build']);
// The README's first command gives the demo (staff accounts, companies, guests, agents): demo
// data is seeded only when asked for, and this is the asking (DEMO_DATA=0 starts empty).
pnpm(['--filter', '@staydesk/server', 'run', 'start'], {
  env: { DATA_DIR: dataDir, DEMO_DATA: process.env.DEMO_DATA ?? '1' },
});
