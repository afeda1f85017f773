import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../src/modules/web/static-files.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;

/** A chunk big and repetitive enough that both compressions pay. */
const CHUNK = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"Company ${i}"}`).join(',')}];\n`;
const INDEX = `<!doctype html><html><head><title>Staydesk</title><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<div></div>'.repeat(50)}</body></html>`;
const ICON = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]);
/** What the build says each address preloads (apps/dashboard/vite.config.ts, routePreloads). */
const PRELOADS = {
  routes: [
    // A file the build does not have is never linked.
    { path: '^/dashboard/clients/list/?$', files: ['/assets/built-777.js', '/assets/gone-1.js'] },
    { path: '^/dashboard/', files: ['/assets/index-abc123.js'] },
  ],
  // Only another brand's theme: the test server's brand (staydesk) adds no link anywhere.
  themes: { harbour: ['/assets/index-abc123.js'] },
  documents: [
    // The sign-in page of its own, with its theme for the server's brand and its chunks.
    {
      path: '^/signin/?$',
      html: '/signin.html',
      files: ['/assets/index-abc123.js', '/assets/gone-2.js'],
      themes: { staydesk: ['/assets/built-777.js'], harbour: ['/assets/gone-3.js'] },
    },
    // A page the build does not have: the address gets index.html.
    { path: '^/recover-password$', html: '/gone.html', files: [], themes: {} },
  ],
};
const SIGN_IN = `<!doctype html><html><head><title>Staydesk</title><script type="module" src="/assets/built-777.js"></script></head><body><div id="root"></div></body></html>`;
/** Copies as the dashboard build writes them beside a file; fast settings, so unlike the server's own. */
const BUILT_BR = brotliCompressSync(CHUNK, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
const BUILT_GZIP = gzipSync(CHUNK, { level: 1 });

beforeAll(async () => {
  server = await startTestServer();
  const dist = join(server.dataDir, 'dashboard');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), CHUNK);
  writeFileSync(join(dist, 'favicon.ico'), ICON);
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, '.vite', 'preloads.json'), JSON.stringify(PRELOADS));
  writeFileSync(join(dist, 'assets', 'built-777.js'), CHUNK);
  writeFileSync(join(dist, 'assets', 'built-777.js.br'), BUILT_BR);
  writeFileSync(join(dist, 'assets', 'built-777.js.gz'), BUILT_GZIP);
  writeFileSync(join(dist, 'signin.html'), SIGN_IN);
  writeFileSync(join(dist, 'index.html'), INDEX);
});
afterAll(async () => {
  await server?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET over plain node:http, so the body arrives exactly as sent (fetch would decode it). */
function rawGet(path: string, acceptEncoding?: string): Promise<RawAnswer> {
  const url = new URL(path, server.baseUrl);
  return new Promise((resolvePromise, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolvePromise({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function decode(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  expect(encoding).toBeUndefined();
  return answer.body.toString('utf8');
}

describe('dashboard static delivery', () => {
  it('answers a hashed asset in brotli, gzip or as is by Accept-Encoding, the same bytes each time', async () => {
    const br = await rawGet('/assets/index-abc123.js', 'gzip, deflate, br');
    const gzip = await rawGet('/assets/index-abc123.js', 'gzip');
    const identity = await rawGet('/assets/index-abc123.js');
    expect([br.status, gzip.status, identity.status]).toEqual([200, 200, 200]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    for (const answer of [br, gzip, identity]) {
      expect(decode(answer)).toBe(CHUNK);
      expect(answer.headers['content-length']).toBe(String(answer.body.byteLength));
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    }
    expect(br.body.byteLength).toBeLessThan(gzip.body.byteLength);
    expect(gzip.body.byteLength).toBeLessThan(identity.body.byteLength);
  });

  it('sends the compressed copies the build wrote beside a file, and never those copies as files', async () => {
    const br = await rawGet('/assets/built-777.js', 'br');
    const gzip = await rawGet('/assets/built-777.js', 'gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(BUILT_BR)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(BUILT_GZIP)).toBe(true);
    for (const answer of [br, gzip]) {
      expect(decode(answer)).toBe(CHUNK);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await rawGet('/assets/built-777.js.br', 'br')).status).toBe(404);
    expect((await rawGet('/assets/built-777.js.gz')).status).toBe(404);
  });

  it('honours q-values: a refused coding is never sent', async () => {
    const noBrotli = await rawGet('/assets/index-abc123.js', 'br;q=0, gzip;q=0.5');
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const none = await rawGet('/assets/index-abc123.js', 'br;q=0, gzip;q=0');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(decode(none)).toBe(CHUNK);
    const wildcard = await rawGet('/assets/index-abc123.js', '*');
    expect(wildcard.headers['content-encoding']).toBe('br');
    expect(decode(wildcard)).toBe(CHUNK);
  });

  it('serves index.html (and client routes) compressed, never cached without revalidation', async () => {
    for (const path of ['/', '/index.html', '/recover-password']) {
      const answer = await rawGet(path, 'br');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-encoding']).toBe('br');
      expect(decode(answer)).toBe(INDEX);
    }
  });

  it("adds a modulepreload link for each chunk of the address's first screen to index.html", async () => {
    const list = await rawGet('/dashboard/clients/list', 'br');
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.headers['content-length']).toBe(String(list.body.byteLength));
    expect(decode(list)).toBe(
      INDEX.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/built-777.js"></head>',
      ),
    );
    const gzip = await rawGet('/dashboard/clients/list', 'gzip');
    expect(decode(gzip)).toBe(decode(list));
    const other = await rawGet('/dashboard/agents/list');
    expect(decode(other)).toBe(
      INDEX.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/index-abc123.js"></head>',
      ),
    );
  });

  it("answers a page of the build's own at its address (the sign-in page), with its theme", async () => {
    for (const path of ['/signin', '/signin/', '/signin?from=%2Fdashboard']) {
      const answer = await rawGet(path, 'gzip');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(decode(answer)).toBe(
        SIGN_IN.replace(
          '</head>',
          '<link rel="modulepreload" crossorigin href="/assets/built-777.js"><link rel="modulepreload" crossorigin href="/assets/index-abc123.js"></head>',
        ),
      );
    }
    // Anywhere else the app's own page.
    expect(decode(await rawGet('/signup', 'gzip'))).toBe(INDEX);
  });

  it('sends already small or compressed files as they are', async () => {
    const icon = await rawGet('/favicon.ico', 'br, gzip');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.body.equals(ICON)).toBe(true);
  });

  it('answers a missing asset 404, and never a file outside the build', async () => {
    expect((await rawGet('/assets/gone-999.js', 'br')).status).toBe(404);
    writeFileSync(join(server.dataDir, 'secret.txt'), 'outside the build');
    for (const path of [
      '/assets/..%2f..%2fsecret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/%E0%A4%A',
      '/%ff.js',
    ]) {
      const answer = await rawGet(path, 'br');
      // A malformed path is 400, a missing asset 404; anything else gets the app's index.html.
      if (answer.status === 200)
        expect({ path, body: decode(answer) }).toEqual({ path, body: INDEX });
      else
        expect({ path, status: answer.status }).toMatchObject({
          path,
          status: expect.toBeOneOf([400, 404]),
        });
    }
  });

  it('reloads the build when index.html changes, without a restart', async () => {
    const dist = join(server.dataDir, 'dashboard');
    const next = INDEX.replace('Staydesk', 'Staydesk 2');
    writeFileSync(join(dist, 'assets', 'index-def456.js'), CHUNK);
    writeFileSync(join(dist, 'index.html'), next);
    const index = await rawGet('/', 'gzip');
    expect(decode(index)).toBe(next);
    expect((await rawGet('/assets/index-def456.js')).status).toBe(200);
  });
});

describe('acceptedEncodings', () => {
  it('reads codings, q-values and the wildcard', () => {
    expect([...acceptedEncodings(undefined)]).toEqual(['identity']);
    expect([...acceptedEncodings('gzip, br')].sort()).toEqual(['br', 'gzip', 'identity']);
    expect([...acceptedEncodings('BR;Q=0.1')].sort()).toEqual(['br', 'identity']);
    expect([...acceptedEncodings('*;q=0, gzip')].sort()).toEqual(['gzip', 'identity']);
    expect([...acceptedEncodings('br;q=nonsense, x-gzip')].sort()).toEqual(['gzip', 'identity']);
  });
});
