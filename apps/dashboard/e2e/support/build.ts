import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The directory the server under test serves (scripts/e2e.mjs builds into a private one). */
const distDir = process.env.E2E_DASHBOARD_DIST ?? join(import.meta.dirname, '..', '..', 'dist');

interface ManifestChunk {
  readonly file: string;
}

/** The build's manifest: source path (relative to the app) → its chunk. */
export function readManifest(): Readonly<Record<string, ManifestChunk>> {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The URL path of the chunk built from a source file (chunks are named by their hash alone). */
export function chunkPathOf(source: string): string {
  const chunk = readManifest()[source];
  if (!chunk) throw new Error(`The build's manifest has no ${source}`);
  return `/${chunk.file}`;
}
