/** The access-token secret the e2e server runs with; test-only, never a real deployment's. */
export const E2E_ACCESS_TOKEN_SECRET = 'e2e-access-secret-0123456789';
