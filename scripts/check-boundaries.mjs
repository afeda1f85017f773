// `pnpm lint` (after Biome): the import directions (the root README's architecture notes),
// which Biome cannot express. Prints each offending import and exits 1; exits 0 when every import points the right way.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dashboardSrc = join(root, 'apps/dashboard/src');

/** Every TypeScript file under a directory, skipping installed and built code. */
function sourceFiles(directory) {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.split(sep).some((part) => part === 'node_modules' || part === 'dist'));
}

/** The specifiers of static imports, re-exports, side-effect imports and dynamic imports. */
function importsOf(path) {
  const source = readFileSync(path, 'utf8');
  const patterns = [
    // No `=` before `from`: an `export const … = …` whose text says "from '…'" is not an import.
    /^(?:import|export)\s[^;=]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
}

const featureOf = (path) => {
  const inside = relative(join(dashboardSrc, 'features'), path);
  return inside.startsWith('..') ? null : inside.split(sep)[0];
};

/** Each rule names the files it governs and returns why an import is refused, or null. */
const rules = [
  {
    name: 'a dashboard feature imports no other feature (shared code lives in lib/ or components/)',
    files: sourceFiles(join(dashboardSrc, 'features')),
    refuse: (file, specifier) => {
      if (!specifier.startsWith('.')) return null;
      const target = featureOf(resolve(dirname(file), specifier));
      return target !== null && target !== featureOf(file) ? `feature "${target}"` : null;
    },
  },
  {
    name: "the dashboard's shared code (lib, components, config, i18n) imports no feature or route",
    files: ['lib', 'components', 'config', 'i18n'].flatMap((part) =>
      sourceFiles(join(dashboardSrc, part)),
    ),
    refuse: (file, specifier) => {
      if (!specifier.startsWith('.')) return null;
      const target = relative(dashboardSrc, resolve(dirname(file), specifier));
      return /^(features|app)([/\\]|$)/.test(target) ? target : null;
    },
  },
  {
    name: 'packages/ui imports nothing of ours',
    files: sourceFiles(join(root, 'packages/ui/src')),
    refuse: (_file, specifier) => (specifier.startsWith('@staydesk/') ? specifier : null),
  },
  {
    name: 'packages/domain imports zod alone',
    files: sourceFiles(join(root, 'packages/domain/src')),
    refuse: (_file, specifier) =>
      specifier.startsWith('.') || /^(zod|vitest)(\/|$)/.test(specifier) ? null : specifier,
  },
  {
    name: 'the server imports neither the design system nor the dashboard',
    files: sourceFiles(join(root, 'apps/server/src')),
    refuse: (_file, specifier) =>
      /^@staydesk\/(ui|dashboard)(\/|$)/.test(specifier) || specifier.includes('apps/dashboard')
        ? specifier
        : null,
  },
  {
    name: 'the dashboard talks to the server over HTTP only',
    files: sourceFiles(dashboardSrc),
    refuse: (_file, specifier) =>
      /^@staydesk\/server(\/|$)/.test(specifier) || specifier.includes('apps/server')
        ? specifier
        : null,
  },
];

/** The relative static imports of a file, resolved to files (dynamic imports load later). */
function staticLocalImports(path) {
  const source = readFileSync(path, 'utf8');
  const patterns = [
    /^(?:import|export)\s(?!type\s)[^;=]*?\bfrom\s*['"](\.[^'"]+)['"]/gm,
    /^import\s*['"](\.[^'"]+)['"]/gm,
  ];
  return patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].flatMap((match) => {
      const base = resolve(dirname(path), match[1]);
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) =>
        sourceFiles(dirname(candidate)).includes(candidate),
      );
      return found ? [found] : [];
    }),
  );
}

/**
 * The module kit's rule: a module descriptor is in the app's entry, so what
 * it imports statically must not reach the module's screen texts (messages.ts); the sidebar and
 * breadcrumbs read nav-messages.ts, and messages.ts loads with the screens.
 */
function descriptorsReachingScreenTexts() {
  const found = [];
  for (const descriptor of sourceFiles(join(dashboardSrc, 'features')).filter((file) =>
    file.endsWith(`${sep}module.ts`),
  )) {
    const seen = new Set();
    const queue = [descriptor];
    while (queue.length > 0) {
      const file = queue.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      if (/messages(\.fr)?\.ts$/.test(file) && !file.endsWith('nav-messages.ts')) {
        found.push(`${relative(root, descriptor)}: reaches ${relative(root, file)} statically`);
        continue;
      }
      if (featureOf(file) === featureOf(descriptor)) queue.push(...staticLocalImports(file));
    }
  }
  return found;
}

let failures = 0;
for (const problem of descriptorsReachingScreenTexts()) {
  failures += 1;
  console.error(
    `${problem}\n  rule: a module descriptor carries only its nav-messages.ts into the entry`,
  );
}
for (const rule of rules) {
  for (const file of rule.files) {
    for (const specifier of importsOf(file)) {
      const reason = rule.refuse(file, specifier);
      if (reason === null) continue;
      failures += 1;
      console.error(
        `${relative(root, file)}: imports '${specifier}' (${reason})\n  rule: ${rule.name}`,
      );
    }
  }
}
if (failures > 0) {
  console.error(`\n${failures} import(s) point the wrong way.`);
  process.exit(1);
}
console.log(`Import boundaries hold (${rules.length + 1} rules).`);
