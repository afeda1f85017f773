import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Formats that are compressed already: brotli or gzip over them only costs CPU. */
const PRECOMPRESSED = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif', '.woff', '.woff2']);

/** Below this a compressed copy saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 256;

export type Encoding = 'br' | 'gzip' | 'identity';

/** One file of the build with its compressed copies (kept only when smaller than the original). */
export interface StaticFile {
  type: string;
  identity: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

/** The whole dashboard build in memory, keyed by URL path (`/index.html`, `/assets/x.js`). */
export type StaticBundle = ReadonlyMap<string, StaticFile>;

function bytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(buffer.byteLength);
  copy.set(buffer);
  return copy;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(path);
      return entry.isFile() ? [path] : [];
    }),
  );
  return nested.flat();
}

/** The suffix of each compressed copy the dashboard build writes beside a file (`x.js.br`). */
const SIBLINGS = { br: '.br', gzip: '.gz' } as const;

/** Reads a compressed copy the build wrote, if there is one. */
async function readSibling(path: string, present: ReadonlySet<string>) {
  return present.has(path) ? bytes(await readFile(path)) : undefined;
}

/**
 * One file with its compressed copies. The dashboard build writes them (`x.js.br`, `x.js.gz`,
 * apps/dashboard/vite.config.ts), so a start only reads them; a file without them (a build
 * from before, a file copied in by hand) is compressed here, once per start.
 */
async function loadFile(path: string, present: ReadonlySet<string>): Promise<StaticFile> {
  const extension = extname(path).toLowerCase();
  const identity = bytes(await readFile(path));
  const file: StaticFile = { type: MIME[extension] ?? 'application/octet-stream', identity };
  if (PRECOMPRESSED.has(extension) || identity.byteLength < MIN_COMPRESS_BYTES) return file;
  const [builtBr, builtGzip] = await Promise.all([
    readSibling(path + SIBLINGS.br, present),
    readSibling(path + SIBLINGS.gzip, present),
  ]);
  if (builtBr && builtGzip) {
    if (builtBr.byteLength < identity.byteLength) file.br = builtBr;
    if (builtGzip.byteLength < identity.byteLength) file.gzip = builtGzip;
    return file;
  }
  // zlib's async forms run on libuv's thread pool, so compressing the build at start never
  // blocks requests; brotli at its highest quality because it is paid once per start.
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
      },
    }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.byteLength < identity.byteLength) file.br = bytes(br);
  if (gz.byteLength < identity.byteLength) file.gzip = bytes(gz);
  return file;
}

/** A build-made compressed copy of another file of the build (served as its encoding, not as a file). */
function isSibling(path: string, present: ReadonlySet<string>): boolean {
  return Object.values(SIBLINGS).some(
    (suffix) => path.endsWith(suffix) && present.has(path.slice(0, -suffix.length)),
  );
}

/** Reads (and compresses when the build did not) every file under `root`; URL paths use `/`. */
export async function loadBundle(root: string): Promise<StaticBundle> {
  const paths = await filesUnder(root);
  const present = new Set(paths);
  const entries = await Promise.all(
    paths
      .filter((path) => !isSibling(path, present))
      .map(
        async (path) =>
          [`/${relative(root, path).split(sep).join('/')}`, await loadFile(path, present)] as const,
      ),
  );
  return new Map(entries);
}

/**
 * The encodings the client accepts, from `Accept-Encoding` (RFC 9110 §12.5.3): a coding with
 * `q=0` is refused, `*` stands for every coding not named.
 */
export function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const accepted = new Set<Encoding>(['identity']);
  if (!header) return accepted;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = weights.get('*');
  for (const coding of ['br', 'gzip'] as const) {
    const weight = weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined);
    if ((weight ?? wildcard ?? 0) > 0) accepted.add(coding);
  }
  return accepted;
}

/** The smallest copy of `file` the client accepts. */
export function pickEncoding(
  file: StaticFile,
  accepted: Set<Encoding>,
): { encoding: Encoding; body: Uint8Array<ArrayBuffer> } {
  if (file.br && accepted.has('br')) return { encoding: 'br', body: file.br };
  if (file.gzip && accepted.has('gzip')) return { encoding: 'gzip', body: file.gzip };
  return { encoding: 'identity', body: file.identity };
}

/**
 * The build, loaded once and again only when `index.html` changes (a new build always writes
 * it), so requests are answered from memory and a rebuild needs no restart. `undefined` while
 * the dashboard has not been built.
 */
export class DashboardFiles {
  private loaded: { stamp: number; bundle: Promise<StaticBundle> } | undefined;

  constructor(private readonly root: string) {}

  async current(): Promise<StaticBundle | undefined> {
    const info = await stat(join(this.root, 'index.html')).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    if (this.loaded?.stamp !== info.mtimeMs) {
      const bundle = loadBundle(this.root);
      this.loaded = { stamp: info.mtimeMs, bundle };
      // A failed load (a build half written) is retried by the next request.
      bundle.catch(() => {
        if (this.loaded?.bundle === bundle) this.loaded = undefined;
      });
    }
    return this.loaded.bundle;
  }
}
