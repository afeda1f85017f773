/**
 * The import directions of the README's "Architecture", checked by `pnpm lint` with
 * dependency-cruiser over the resolved module graph (static, dynamic and type-only imports).
 * `.dependency-cruiser.entry.cjs` adds the one rule about what a module descriptor carries into
 * the app's entry, over static imports only.
 */
const feature = '^apps/dashboard/src/features/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-no-feature',
      comment:
        'a dashboard feature imports no other feature (shared code lives in lib/ or components/)',
      severity: 'error',
      from: { path: feature },
      to: { path: '^apps/dashboard/src/features/', pathNot: `${feature.replace('([^/]+)', '$1')}` },
    },
    {
      name: 'shared-imports-no-feature',
      comment:
        "the dashboard's shared code (lib, components, config, i18n) imports no feature or route",
      severity: 'error',
      from: { path: '^apps/dashboard/src/(lib|components|config|i18n)/' },
      to: { path: '^apps/dashboard/src/(features|app)/' },
    },
    {
      name: 'ui-imports-nothing-of-ours',
      comment: 'packages/ui imports nothing of ours',
      severity: 'error',
      from: { path: '^packages/ui/src/' },
      to: { path: ['^packages/(domain|ui/dist)/', '^apps/', '@staydesk/'] },
    },
    {
      name: 'domain-imports-zod-alone',
      comment:
        'packages/domain imports zod alone (its tests: see domain-tests-import-zod-vitest-formatjs)',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: '[.]test[.]ts$' },
      to: {
        pathNot: ['^packages/domain/src/', 'node_modules/zod/', 'node_modules/[.]pnpm/zod[@+]'],
      },
    },
    {
      name: 'domain-tests-import-zod-vitest-formatjs',
      comment:
        "packages/domain's tests import zod, vitest and FormatJS (which formats the texts the domain declares, in the apps)",
      severity: 'error',
      from: { path: '^packages/domain/src/.*[.]test[.]ts$' },
      to: {
        pathNot: [
          '^packages/domain/src/',
          'node_modules/(zod|vitest|@vitest|intl-messageformat|@formatjs)/',
          'node_modules/[.]pnpm/(zod|vitest|@vitest|intl-messageformat|@formatjs)[@+]',
        ],
      },
    },
    {
      name: 'server-imports-no-ui-or-dashboard',
      comment: 'the server imports neither the design system nor the dashboard',
      severity: 'error',
      from: { path: '^apps/server/src/' },
      to: { path: ['^packages/ui/', '^apps/dashboard/', '@staydesk/(ui|dashboard)'] },
    },
    {
      name: 'dashboard-talks-to-server-over-http',
      comment: 'the dashboard talks to the server over HTTP only',
      severity: 'error',
      from: { path: '^apps/dashboard/src/' },
      to: { path: ['^apps/server/', '@staydesk/server'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@staydesk/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
