import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';

describe('server settings', () => {
  it('has a working default for everything, and leaves the client URLs to the request origin', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      smtpUrl: undefined,
      s3: undefined,
      brand: 'staydesk',
    });
    expect(config.urls).toEqual({
      global: undefined,
      client: undefined,
      scraper: undefined,
      files: undefined,
    });
    expect(config.accessTokenTtlMs).toBe(15 * 60 * 1000);
  });

  it('takes explicit settings, trimming a trailing slash from URLs', () => {
    const config = readConfig({
      GLOBAL_URL: 'https://api.staydesk.example/',
      ACCESS_TOKEN_TTL_SECONDS: '5',
      PORT: '3100',
    });
    expect(config.urls.global).toBe('https://api.staydesk.example');
    expect(config.accessTokenTtlMs).toBe(5000);
    expect(config.port).toBe(3100);
  });

  it('names every invalid setting', () => {
    let message = '';
    try {
      readConfig({ PORT: 'eighty', ACCESS_TOKEN_TTL_SECONDS: '1', CLIENT_URL: 'not a url' });
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    for (const name of ['PORT', 'ACCESS_TOKEN_TTL_SECONDS', 'CLIENT_URL'])
      expect(message).toContain(name);
  });
});
