/**
 * The module kit's rule, over static imports only (a lazy screen loads later): a module
 * descriptor is in the app's entry, so what it imports statically must not reach its screens'
 * texts (messages.ts); the sidebar and breadcrumbs read nav-messages.ts, and messages.ts loads
 * with the screens.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'descriptor-carries-only-nav-messages',
      comment: 'a module descriptor carries only its nav-messages.ts into the entry',
      severity: 'error',
      from: { path: '^apps/dashboard/src/features/[^/]+/module[.]ts$' },
      // `/messages` and not `-messages`: nav-messages.ts is what the descriptor may carry.
      to: { path: '/messages([.]fr)?[.]ts$', reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '[.]d[.]ts$'], dynamic: true },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@staydesk/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
