import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { z } from 'zod/mini';
import type { StaticBundle, StaticFile } from './static-files.js';

/** Where the dashboard build writes what each address preloads (apps/dashboard/vite.config.ts). */
export const PRELOADS_PATH = '/.vite/preloads.json';

const themesSchema = z.record(z.string(), z.array(z.string()));

const preloadsSchema = z.object({
  routes: z.array(z.object({ path: z.string(), files: z.array(z.string()) })),
  themes: themesSchema,
  /**
   * Pages of their own: at an address matching `path` the server answers `html` (the sign-in
   * page, signin.html) instead of index.html, with its chunks and brand theme preloaded.
   */
  documents: z.optional(
    z.array(
      z.object({
        path: z.string(),
        html: z.string(),
        files: z.array(z.string()),
        themes: themesSchema,
      }),
    ),
  ),
});

type Preloads = z.infer<typeof preloadsSchema>;

function readPreloads(bundle: StaticBundle): Preloads | undefined {
  const file = bundle.get(PRELOADS_PATH);
  if (!file) return undefined;
  const parsed = preloadsSchema.safeParse(JSON.parse(Buffer.from(file.identity).toString('utf8')));
  return parsed.success ? parsed.data : undefined;
}

/** The HTML of one link; the same attributes as Vite's own, so the browser reuses the download. */
function linkTo(file: string): string {
  return file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="${file}">`
    : `<link rel="modulepreload" crossorigin href="${file}">`;
}

function bytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(buffer.byteLength);
  copy.set(buffer);
  return copy;
}

/** index.html with links added before `</head>`, compressed like every other file. */
function withLinks(index: StaticFile, files: readonly string[]): StaticFile {
  const html = Buffer.from(index.identity).toString('utf8');
  const at = html.indexOf('</head>');
  if (at < 0 || files.length === 0) return index;
  const text = `${html.slice(0, at)}${files.map(linkTo).join('')}${html.slice(at)}`;
  const identity = bytes(Buffer.from(text, 'utf8'));
  // A few kilobytes, compressed once per address pattern and build.
  return {
    type: index.type,
    identity,
    br: bytes(
      brotliCompressSync(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    ),
    gzip: bytes(gzipSync(identity, { level: constants.Z_BEST_COMPRESSION })),
  };
}

/**
 * The page to answer at an address: a page of its own when the build has one there (the sign-in
 * page), else the build's index.html; plus a `<link rel="modulepreload">` for each chunk the
 * address's first screen needs and for the brand's theme, so they download with the entry
 * instead of after it. Variants are made once per build and pattern.
 */
export class IndexPages {
  private cache = new WeakMap<StaticBundle, Map<string, StaticFile>>();

  constructor(private readonly brand: string) {}

  for(bundle: StaticBundle, index: StaticFile, path: string): StaticFile {
    const preloads = readPreloads(bundle);
    if (!preloads) return index;
    const matches = (candidate: { path: string }) => new RegExp(candidate.path).test(path);
    const document = preloads.documents?.find(
      (candidate) => matches(candidate) && bundle.has(candidate.html),
    );
    if (document) {
      return this.variant(bundle, `document ${document.path}`, () => {
        const html = bundle.get(document.html) ?? index;
        const files = [...(document.themes[this.brand] ?? []), ...document.files];
        return withLinks(html, this.ownFiles(bundle, files));
      });
    }
    const route = preloads.routes.find(matches);
    return this.variant(bundle, route?.path ?? '', () =>
      withLinks(
        index,
        this.ownFiles(bundle, [...(preloads.themes[this.brand] ?? []), ...(route?.files ?? [])]),
      ),
    );
  }

  private variant(bundle: StaticBundle, key: string, make: () => StaticFile): StaticFile {
    let variants = this.cache.get(bundle);
    if (!variants) {
      variants = new Map();
      this.cache.set(bundle, variants);
    }
    let page = variants.get(key);
    if (!page) {
      page = make();
      variants.set(key, page);
    }
    return page;
  }

  /** Only the build's own files: a stale list never points the browser at a 404. */
  private ownFiles(bundle: StaticBundle, files: readonly string[]): string[] {
    return [...new Set(files)].filter((file) => bundle.has(file));
  }
}
