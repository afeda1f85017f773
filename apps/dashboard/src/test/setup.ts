import { toast } from '@staydesk/ui';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from 'vitest-browser-react';

// The settings the server would write into /config.js: the API client reads GLOBAL_URL.
window.__STAYDESK_CONFIG__ = {
  NODE_ENV: 'test',
  GLOBAL_URL: 'http://api.test',
  CLIENT_URL: 'http://app.test',
  SCRAPER_URL: 'http://scraper.test',
  MAPS_KEY: 'test',
  CLOUD_FILE_HOST_URL: 'http://files.test',
  CHAT_LINK_URL: 'http://chat.test',
};

// The files share one page (`isolate: false` in vitest.config.ts), so each test starts from an
// empty container, no toasts and the real fetch.
beforeEach(async () => {
  await cleanup();
  toast.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});
