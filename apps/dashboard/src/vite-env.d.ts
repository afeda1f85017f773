/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly GLOBAL_URL?: string;
  readonly CLIENT_URL?: string;
  readonly SCRAPER_URL?: string;
  readonly MAPS_KEY?: string;
  readonly CLOUD_FILE_HOST_URL?: string;
  readonly CHAT_LINK_URL?: string;
  readonly BRAND?: string;
}

interface Window {
  /** Written by the server's `/config.js` before the app loads. */
  __STAYDESK_CONFIG__?: Record<string, unknown>;
}
