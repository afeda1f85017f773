import type { ServerModule } from '../kit.js';
import { agentRoutes } from './routes.js';
import { seedAgents } from './seed.js';

/** Agents: `/api/v1/agents`, the `agents` table (./migrations, ./table.ts) and 10 demo agents. */
export const agentsModule: ServerModule = { name: 'agents', routes: agentRoutes, seed: seedAgents };
