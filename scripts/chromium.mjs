// The browsers the automated suites and the benches drive, both Debian's (nothing is
// downloaded). The end-to-end tests run in `chromium-headless-shell`, the same Chromium build as
// `/usr/bin/chromium` without the desktop browser around it: on a 2-core machine it cut their
// run by about 30 %; `npm test` installs it, and without it (a
// machine set up by hand) they fall back to `chromium`. The design system's story and visual tests keep `chromium`: their
// visual references were drawn by it. The benches keep it too: they measure a user's browser.
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const endToEndBrowserPath = existsSync(CHROMIUM_HEADLESS_SHELL)
  ? CHROMIUM_HEADLESS_SHELL
  : CHROMIUM;

/** No sandbox (root in a container), no GPU, and nothing that reaches out to the network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
