import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD, type DemoRole, demoUsers } from './session';

/** A demo user's access token, for setting data up through the API. */
export async function tokenFor(request: APIRequestContext, role: DemoRole): Promise<string> {
  const response = await request.post('/api/auth/signin', {
    data: { email: demoUsers[role], password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A record as the write endpoints answer it: `{ message, data: { id, version } }`. */
export interface Written {
  id: string;
  version: number;
}

/** POSTs or PATCHes JSON as a role and returns the written record. */
export async function write(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'patch',
  url: string,
  data: object,
): Promise<Written> {
  const response = await request[method](url, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Written }).data;
}

/** A run-unique word, so a search finds just this test's records. */
export const unique = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
