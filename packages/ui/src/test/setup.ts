import { beforeEach } from 'vitest';
import { cleanup } from 'vitest-browser-react';

// The visual project's files share one page (`isolate: false` in vitest.config.ts). The
// library's own `beforeEach(cleanup)` is registered when its module is first evaluated, so only
// the first file that imports it would get it: every file registers it here.
beforeEach(async () => {
  await cleanup();
});
