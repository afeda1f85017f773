/**
 * The global settings call's address and SWR key (spec §7). A module of its own so that start-up
 * can send the call before the data layer is evaluated (app/first-requests.ts).
 */
export const globalSettingsKey = '/api/v1/global/settings';
