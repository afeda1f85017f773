/**
 * The global settings calls' addresses and SWR keys (spec §7). A module of its own so that
 * start-up can send the public call before the data layer is evaluated (app/first-requests.ts).
 */
export const globalSettingsKey = '/api/v1/global/settings';

/** Every setting, for signed-in staff (the public call leaves the business's rules out). */
export const fullSettingsKey = '/api/v1/global/settings/full';
