/** The demo password the suite seeds with (the default of SEED_PASSWORD). */
export const TEST_PASSWORD = 'Staydesk-Demo-2026';
