import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStore, S3FileStore } from '../src/services/files.js';

const bytes = Uint8Array.from([1, 2, 3, 4]);

describe('local file store', () => {
  const root = mkdtempSync(join(tmpdir(), 'staydesk-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const store = new LocalFileStore(root);

  it('stores, reads and deletes by key', async () => {
    await store.put('companies/abc.png', bytes, 'image/png');
    expect(await store.get('companies/abc.png')).toEqual(bytes);
    await store.delete('companies/abc.png');
    expect(await store.get('companies/abc.png')).toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(store.put('../escape.png', bytes, 'image/png')).rejects.toThrow(/Unsafe file key/);
    await expect(store.get('/etc/passwd')).rejects.toThrow(/Unsafe file key/);
  });
});

/** The S3 protocol's three calls, kept in memory: the far end of the S3 adapter. */
async function startObjectStore() {
  const objects = new Map<string, Buffer>();
  const authorisations: string[] = [];
  const read = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks)));
    });
  const server = createServer(async (request, response) => {
    authorisations.push(request.headers.authorization ?? '');
    const path = request.url ?? '';
    if (request.method === 'PUT') {
      objects.set(path, await read(request));
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const found = objects.get(path);
      if (found) response.writeHead(200).end(found);
      else response.writeHead(404).end();
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else response.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    authorisations,
    close: () => new Promise((r) => server.close(r)),
  };
}

describe('S3-compatible file store', () => {
  it('puts, gets and deletes objects in the bucket with signed requests', async () => {
    const s3 = await startObjectStore();
    try {
      const store = new S3FileStore({
        endpoint: s3.endpoint,
        bucket: 'staydesk',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'secret',
        region: 'auto',
      });
      await store.put('accounts/one.webp', bytes, 'image/webp');
      expect([...s3.objects.keys()]).toEqual(['/staydesk/accounts/one.webp']);
      expect(await store.get('accounts/one.webp')).toEqual(bytes);
      await store.delete('accounts/one.webp');
      expect(await store.get('accounts/one.webp')).toBeUndefined();
      expect(
        s3.authorisations.every((value) =>
          value.startsWith('AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/'),
        ),
      ).toBe(true);
    } finally {
      await s3.close();
    }
  });
});
