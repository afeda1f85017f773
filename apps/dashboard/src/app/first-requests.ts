import { api } from '../lib/api-client';
import { globalSettingsKey } from '../lib/global-settings-key';

/**
 * Sends the first request that the route table does not: the global settings call (its answer
 * waits in the API client for the screen that asks). A start-up step of its own (main.tsx):
 * importing this evaluates the API client and the domain's schemas it reads.
 */
export function startFirstRequests(): void {
  api.prefetch(globalSettingsKey);
}
