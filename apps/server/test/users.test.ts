import {
  AWAITING_APPROVAL_MESSAGE,
  EMAIL_UNVERIFIED_MESSAGE,
  PAGE_SIZE,
  SIGN_UP_RECEIVED_MESSAGE,
} from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOf, PNG_BYTES, type SignedIn, startTestServer, type TestServer } from './harness.js';

type User = {
  id: string;
  email: string;
  fullName: string;
  role: string;
  version: number;
  experiments: { name: string; isAvailable: boolean }[];
  imageUrl: { key: string; name: string; url: string } | null;
  deleted: boolean;
};
type Body = {
  message: string;
  data: User;
  users: User[];
  accounts: User[];
  total: number;
  page: number;
  pageCount: number;
  fields?: Record<string, string>;
  permissionDenied?: boolean;
};

let server: TestServer;
let admin: SignedIn;
let system: SignedIn;
let master: SignedIn;
let user: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  [admin, system, master, user] = await Promise.all([
    server.signIn('admin'),
    server.signIn('system_admin'),
    server.signIn('masteradmin'),
    server.signIn('user'),
  ]);
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string, token: string) => server.request<Body>('GET', path, { token });
const patch = (id: string, data: Record<string, unknown>, token: string) =>
  server.request<Body>('PATCH', `/api/v1/users/${id}`, { token, json: { data } });
const userById = async (id: string) => (await get(`/api/v1/users/${id}`, system.token)).body.data;

async function createAccount(email: string, role = 'user') {
  const created = await server.request<Body>('POST', '/account', {
    token: system.token,
    json: { fullName: 'Temporary Person', email, password: 'Temporary-Pass-1', role },
  });
  expect(created.status).toBe(201);
  return created.body.data;
}

describe('users list and one user', () => {
  it('lists the staff under users with the page, total and page count', async () => {
    const list = await get('/api/v1/users', user.token);
    expect(list.status).toBe(200);
    expect(list.body.users.map((u) => u.email)).toEqual(
      expect.arrayContaining([emailOf('user'), emailOf('system_admin')]),
    );
    expect(list.body).toMatchObject({ page: 1, pageCount: 1 });
    expect(list.body.total).toBe(list.body.users.length);
    expect(JSON.stringify(list.body)).not.toMatch(/password/i);
  });

  it('pages 29 at a time, and filters by search and role', async () => {
    await Promise.all(
      Array.from({ length: PAGE_SIZE }, (_, i) =>
        server.db.query(
          `insert into users (email, full_name, role, password_hash) values ($1, $2, 'user', 'x')`,
          [`paging${i}@staydesk.test`, `Paging Person ${String(i).padStart(2, '0')}`],
        ),
      ),
    );
    const first = await get('/api/v1/users', user.token);
    expect(first.body.users).toHaveLength(PAGE_SIZE);
    expect(first.body.pageCount).toBe(Math.ceil(first.body.total / PAGE_SIZE));
    const second = await get('/api/v1/users?page=2', user.token);
    expect(second.body.users.length).toBe(first.body.total - PAGE_SIZE);
    const all = await get('/api/v1/users?all=true', user.token);
    expect(all.body.users).toHaveLength(first.body.total);
    const search = await get('/api/v1/users?search=okafor', user.token);
    expect(search.body.users.map((u) => u.email)).toEqual([emailOf('system_admin')]);
    const role = await get('/api/v1/users?role=masteradmin', user.token);
    expect(role.body.users.map((u) => u.email)).toEqual([emailOf('masteradmin')]);
    const bad = await get('/api/v1/users?page=0&role=boss', user.token);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['page', 'role']);
  });

  it('answers one user, 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get(`/api/v1/users/${user.userId}`, admin.token)).body.data.email).toBe(
      emailOf('user'),
    );
    expect(
      (await get('/api/v1/users/6f1c1e0e-0000-4000-8000-000000000000', admin.token)).status,
    ).toBe(404);
    const malformed = await get('/api/v1/users/not-an-id', admin.token);
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields?.id).toBeTruthy();
  });
});

describe('changing accounts', () => {
  it('lets anyone change their own name, with optimistic concurrency', async () => {
    const me = await userById(user.userId);
    const changed = await patch(
      user.userId,
      { fullName: 'Amelia Hughes-Grant', version: me.version },
      user.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Account updated');
    expect(changed.body.data).toMatchObject({
      fullName: 'Amelia Hughes-Grant',
      version: me.version + 1,
    });
    const stale = await patch(
      user.userId,
      { fullName: 'Someone Else', version: me.version },
      user.token,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    const missingVersion = await patch(user.userId, { fullName: 'No Version' }, user.token);
    expect(missingVersion.status).toBe(400);
    expect(missingVersion.body.fields?.['data.version']).toBeTruthy();
  });

  it("refuses another account's data without ACCOUNT_DATA, and anyone's own role", async () => {
    const target = await userById(admin.userId);
    const byUser = await patch(
      admin.userId,
      { fullName: 'Hacked', version: target.version },
      user.token,
    );
    expect(byUser.status).toBe(403);
    expect(byUser.body.permissionDenied).toBe(true);
    const me = await userById(user.userId);
    const raise = await patch(
      user.userId,
      { role: 'system_admin', version: me.version },
      user.token,
    );
    expect(raise.status).toBe(403);
    const self = await userById(system.userId);
    expect(
      (await patch(system.userId, { role: 'user', version: self.version }, system.token)).status,
    ).toBe(403);
  });

  it('lets a masteradmin edit data but not roles, and never a higher-ranked account', async () => {
    const target = await userById(admin.userId);
    const rename = await patch(
      admin.userId,
      { phone: '+44 7700 900999', version: target.version },
      master.token,
    );
    expect(rename.status).toBe(200);
    const role = await patch(
      admin.userId,
      { role: 'masteradmin', version: rename.body.data.version },
      master.token,
    );
    expect(role.status).toBe(403);
    const top = await userById(system.userId);
    expect(
      (await patch(system.userId, { fullName: 'Taken Over', version: top.version }, master.token))
        .status,
    ).toBe(403);
  });

  it('lets a system_admin change a role, and records it in the audit trail', async () => {
    const account = await createAccount('promote.me@staydesk.test');
    const promoted = await patch(
      account.id,
      { role: 'moderator', version: account.version },
      system.token,
    );
    expect(promoted.status).toBe(200);
    expect(promoted.body.data.role).toBe('moderator');
    const audit = await server.request<{
      items: {
        action: string;
        actorId: string;
        changes: Record<string, { from: unknown; to: unknown }>;
      }[];
    }>('GET', `/api/v1/audit?recordType=user&recordId=${account.id}`, { token: system.token });
    expect(audit.status).toBe(200);
    const [latest] = audit.body.items;
    expect(latest).toMatchObject({
      action: 'update',
      actorId: system.userId,
      changes: { role: { from: 'user', to: 'moderator' } },
    });
    expect(audit.body.items.map((e) => e.action)).toContain('create');
  });

  it('soft-deletes an account: gone from lists, unable to sign in, its sessions ended', async () => {
    const account = await createAccount('leaver@staydesk.test');
    const session = await server.request<{ data: { token: string } }>('POST', '/api/auth/signin', {
      json: { email: 'leaver@staydesk.test', password: 'Temporary-Pass-1' },
    });
    expect(session.status).toBe(200);
    expect(
      (await server.request('DELETE', `/api/v1/users/${account.id}`, { token: admin.token }))
        .status,
    ).toBe(403);
    expect(
      (await server.request('DELETE', `/api/v1/users/${master.userId}`, { token: master.token }))
        .status,
    ).toBe(403);
    const removed = await server.request<Body>('DELETE', `/api/v1/users/${account.id}`, {
      token: master.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.deleted).toBe(true);
    expect((await get(`/api/v1/users/${account.id}`, master.token)).status).toBe(404);
    expect(
      (await server.request('GET', '/api/auth/me', { token: session.body.data.token })).status,
    ).toBe(401);
    const again = await server.request('POST', '/api/auth/signin', {
      json: { email: 'leaver@staydesk.test', password: 'Temporary-Pass-1' },
    });
    expect(again.status).toBe(401);
    const row = await server.db.query<{ deleted: boolean }>(
      'select deleted from users where id = $1',
      [account.id],
    );
    expect(row.rows[0]?.deleted).toBe(true);
  });

  it('changes a password: your own, or another with ACCOUNT_DATA', async () => {
    const account = await createAccount('rotate@staydesk.test');
    const weak = await server.request<Body>('PATCH', `/api/v1/users/${account.id}/password`, {
      token: system.token,
      json: { password: 'weak' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.fields?.password).toMatch(/at least 10 characters/);
    expect(
      (
        await server.request('PATCH', `/api/v1/users/${account.id}/password`, {
          token: user.token,
          json: { password: 'Rotated-Pass-22' },
        })
      ).status,
    ).toBe(403);
    const earlier = await server.request<{ data: { token: string } }>('POST', '/api/auth/signin', {
      json: { email: 'rotate@staydesk.test', password: 'Temporary-Pass-1' },
    });
    expect(earlier.status).toBe(200);
    const changed = await server.request('PATCH', `/api/v1/users/${account.id}/password`, {
      token: master.token,
      json: { password: 'Rotated-Pass-22' },
    });
    expect(changed.status).toBe(200);
    // The account's sessions ended with the change (same transaction); the caller's did not.
    const ended = await server.request<{ jwtExpired?: boolean }>('GET', '/api/auth/me', {
      token: earlier.body.data.token,
    });
    expect(ended.status).toBe(401);
    expect(ended.body.jwtExpired).toBe(true);
    const revoked = await server.db.query<{ revoked_reason: string | null }>(
      'select revoked_reason from sessions where user_id = $1',
      [account.id],
    );
    expect(revoked.rows.map((row) => row.revoked_reason)).toEqual(['password changed']);
    expect((await server.request('GET', '/api/auth/me', { token: master.token })).status).toBe(200);
    const signIn = await server.request('POST', '/api/auth/signin', {
      json: { email: 'rotate@staydesk.test', password: 'Rotated-Pass-22' },
    });
    expect(signIn.status).toBe(200);
  });

  it('gives and takes away experiments, only those the settings offer', async () => {
    const given = await server.request<Body>('POST', `/api/v1/users/${user.userId}/experiments`, {
      token: system.token,
      json: { name: 'landlordSync', isAvailable: true },
    });
    expect(given.status).toBe(200);
    expect(given.body.data.experiments).toContainEqual({ name: 'landlordSync', isAvailable: true });
    const unknown = await server.request<Body>('POST', `/api/v1/users/${user.userId}/experiments`, {
      token: system.token,
      json: { name: 'timeTravel', isAvailable: true },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields?.name).toMatch(/Choose one of/);
    const removed = await server.request<Body>(
      'DELETE',
      `/api/v1/users/${user.userId}/experiments/landlordSync`,
      { token: system.token },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.data.experiments.map((e) => e.name)).not.toContain('landlordSync');
    const missing = await server.request(
      'DELETE',
      `/api/v1/users/${user.userId}/experiments/landlordSync`,
      { token: system.token },
    );
    expect(missing.status).toBe(404);
  });
});

describe('accounts', () => {
  it('lists accounts for the Accounts area', async () => {
    const list = await get('/account/fetch?search=whitfield', master.token);
    expect(list.status).toBe(200);
    expect(list.body.accounts.map((a) => a.email)).toEqual([emailOf('masteradmin')]);
  });

  it('refuses a refused sign-up for good', async () => {
    const signUp = {
      fullName: 'Rex Refused',
      email: 'rex.refused@staydesk.test',
      password: 'Refused-Pass-1',
    };
    expect((await server.request('POST', '/account', { json: signUp })).status).toBe(202);
    const pending = await server.request<{ items: { id: string; email: string }[] }>(
      'GET',
      '/api/v1/accounts/pending',
      { token: system.token },
    );
    const id = pending.body.items.find((item) => item.email === signUp.email)?.id;
    const refused = await server.request<Body>('POST', `/api/v1/accounts/${id}/refuse`, {
      token: system.token,
      json: { version: 1 },
    });
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({ deleted: true, isActive: false });
    const signIn = await server.request('POST', '/api/auth/signin', {
      json: { email: signUp.email, password: signUp.password },
    });
    expect(signIn.status).toBe(401);
    // The confirmation link mailed before the refusal confirms nothing afterwards.
    const mail = await server.db.query<{ text_body: string }>(
      'select text_body from mail_outbox where to_address = $1 order by created_at desc limit 1',
      [signUp.email],
    );
    const token = decodeURIComponent(
      mail.rows[0]?.text_body.match(/\/verify-email\/(\S+)/)?.[1] ?? '',
    );
    expect(token).not.toBe('');
    const late = await server.request('POST', '/api/auth/verify-email', { json: { token } });
    expect(late.status).toBe(400);
  });

  it('signs up staff with a company email only, always as user, granting nothing until confirmed and approved', async () => {
    const outsider = await server.request<Body>('POST', '/account', {
      json: { fullName: 'Eve Outsider', email: 'eve@gmail.com', password: 'Outsider-Pass-1' },
    });
    expect(outsider.status).toBe(400);
    expect(outsider.body.fields?.email).toMatch(/@staydesk.test/);
    const elevated = await server.request('POST', '/account', {
      json: {
        fullName: 'Eve Insider',
        email: 'eve@staydesk.test',
        password: 'Insider-Pass-11',
        role: 'system_admin',
      },
    });
    expect(elevated.status).toBe(403);
    const signUp = {
      fullName: 'Noah Clarke',
      email: 'noah.clarke@staydesk.test',
      password: 'Newcomer-Pass-1',
    };
    const joined = await server.request<Body>('POST', '/account', { json: signUp });
    // The same answer for a new and an existing address.
    expect(joined.status).toBe(202);
    expect(joined.body).toEqual({ message: SIGN_UP_RECEIVED_MESSAGE, code: 'signUpReceived' });
    const duplicate = await server.request<Body>('POST', '/account', {
      json: { ...signUp, fullName: 'Noah Again', email: 'NOAH.CLARKE@staydesk.test' },
    });
    expect(duplicate.status).toBe(202);
    expect(duplicate.body).toEqual(joined.body);
    const existing = await server.request<Body>('POST', '/account', {
      json: { fullName: 'Not Me', email: emailOf('moderator'), password: 'Someone-Else-1' },
    });
    expect(existing.status).toBe(202);
    expect(existing.body).toEqual(joined.body);
    const warned = await server.db.query<{ subject: string }>(
      'select subject from mail_outbox where to_address = $1 order by created_at desc limit 1',
      [emailOf('moderator')],
    );
    expect(warned.rows[0]?.subject).toBe('Someone tried to sign up with your email address');

    // Signing up grants nothing: first the address, then an ACCOUNT_DATA holder's approval.
    const signIn = () =>
      server.request<Body & { accountPending?: string }>('POST', '/api/auth/signin', {
        json: { email: signUp.email, password: signUp.password },
      });
    const unverified = await signIn();
    expect(unverified.status).toBe(403);
    expect(unverified.body).toMatchObject({
      message: EMAIL_UNVERIFIED_MESSAGE,
      accountPending: 'emailUnverified',
    });
    const pending = await server.request<{
      items: { id: string; email: string; emailVerified: boolean; version: number }[];
    }>('GET', '/api/v1/accounts/pending', { token: system.token });
    expect(pending.status).toBe(200);
    const entry = pending.body.items.find((item) => item.email === signUp.email);
    expect(entry).toMatchObject({ emailVerified: false, version: 1 });
    // Not in the accounts list while pending.
    const listed = await server.request<Body>('GET', '/api/v1/users?search=noah.clarke', {
      token: system.token,
    });
    expect(listed.body.users).toEqual([]);
    const early = await server.request<Body>('POST', `/api/v1/accounts/${entry?.id}/approve`, {
      token: system.token,
      json: { version: 1 },
    });
    expect(early.status).toBe(409);

    const mails = await server.db.query<{ text_body: string }>(
      'select text_body from mail_outbox where to_address = $1 order by created_at',
      [signUp.email],
    );
    // The second sign-up with the unconfirmed address sent a fresh link: both links work once.
    expect(mails.rows).toHaveLength(2);
    const token = decodeURIComponent(
      mails.rows[1]?.text_body.match(/\/verify-email\/(\S+)/)?.[1] ?? '',
    );
    expect(
      (await server.request('POST', '/api/auth/verify-email', { json: { token: 'made-up' } }))
        .status,
    ).toBe(400);
    const verified = await server.request('POST', '/api/auth/verify-email', { json: { token } });
    expect(verified.status).toBe(200);
    const awaiting = await signIn();
    expect(awaiting.status).toBe(403);
    expect(awaiting.body).toMatchObject({
      message: AWAITING_APPROVAL_MESSAGE,
      accountPending: 'approval',
    });
    expect(
      (
        await server.request('POST', `/api/v1/accounts/${entry?.id}/approve`, {
          token: user.token,
          json: { version: 1 },
        })
      ).status,
    ).toBe(403);
    const approved = await server.request<Body>('POST', `/api/v1/accounts/${entry?.id}/approve`, {
      token: system.token,
      json: { version: 1 },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ role: 'user', fullName: 'Noah Clarke' });
    expect((await signIn()).status).toBe(200);
    // Decided once: a second decision is refused.
    const again = await server.request('POST', `/api/v1/accounts/${entry?.id}/refuse`, {
      token: system.token,
      json: { version: approved.body.data.version },
    });
    expect(again.status).toBe(409);
    const byAdmin = await server.request('POST', '/account', {
      token: admin.token,
      json: { fullName: 'Not Allowed', email: 'na@staydesk.test', password: 'Newcomer-Pass-1' },
    });
    expect(byAdmin.status).toBe(403);
  });

  it('uploads an account image, checks its content and serves it from the file host', async () => {
    const form = new FormData();
    form.set('image', new File([PNG_BYTES], 'me.png', { type: 'image/png' }));
    const uploaded = await server.request<Body>('PATCH', `/account/${user.userId}/image`, {
      token: user.token,
      form,
    });
    expect(uploaded.status).toBe(200);
    const image = uploaded.body.data.imageUrl;
    expect(image).toMatchObject({ name: 'me.png' });
    expect(image?.url).toBe(`${server.baseUrl}/files/${image?.key}`);
    const file = await fetch(image?.url ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG_BYTES);

    const fake = new FormData();
    fake.set('image', new File(['<svg onload="alert(1)"/>'], 'evil.png', { type: 'image/png' }));
    const refused = await server.request<Body>('PATCH', `/account/${user.userId}/image`, {
      token: user.token,
      form: fake,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.image).toBe('Format is not valid!');

    const huge = new FormData();
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(PNG_BYTES);
    huge.set('image', new File([big], 'big.png', { type: 'image/png' }));
    expect(
      (
        await server.request('PATCH', `/account/${user.userId}/image`, {
          token: user.token,
          form: huge,
        })
      ).status,
    ).toBe(413);

    const other = new FormData();
    other.set('image', new File([PNG_BYTES], 'x.png', { type: 'image/png' }));
    expect(
      (
        await server.request('PATCH', `/account/${admin.userId}/image`, {
          token: user.token,
          form: other,
        })
      ).status,
    ).toBe(403);
    const none = await server.request<Body>('PATCH', `/account/${user.userId}/image`, {
      token: user.token,
      form: new FormData(),
    });
    expect(none.status).toBe(400);
    expect((await fetch(`${server.baseUrl}/files/accounts/missing.png`)).status).toBe(404);
  });
});
