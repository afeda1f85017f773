// `npm start`: install, build what is needed, and start Staydesk with its embedded database.
import { pnpm } from './pnpm.mjs';

pnpm(['install', '--prefer-offline']);
pnpm(['--filter', '@staydesk/dashboard...', '--filter', '@staydesk/server...', 'run', 'build']);
pnpm(['--filter', '@staydesk/server', 'run', 'start']);
