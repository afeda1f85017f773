export const CHROMIUM: '/usr/bin/chromium';
export const CHROMIUM_HEADLESS_SHELL: '/usr/bin/chromium-headless-shell';
export const endToEndBrowserPath: string;
export const chromiumArgs: string[];
