import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_TOKEN_SECRET, readConfig } from '../src/config.js';
import { OWASP_SCRYPT_PARAMS, scryptParams } from '../src/lib/password.js';

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
    // Never the request's Host: reset links and CORS use the configured port outside production.
    expect(config.clientUrl).toBe('http://localhost:3000');
    expect(config.seedDemoData).toBe(false);
    expect(config.keepLinksInOutbox).toBe(true);
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

  it('refuses to start in production with unsafe settings, naming each one', () => {
    const attempt = (env: Record<string, string>) => {
      try {
        readConfig({ NODE_ENV: 'production', ...env });
        return '';
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    };
    const bare = attempt({});
    for (const name of ['ACCESS_TOKEN_SECRET', 'REFRESH_TOKEN_SECRET', 'CLIENT_URL'])
      expect(bare).toContain(`${name}:`);
    const documented = attempt({
      ACCESS_TOKEN_SECRET: DEFAULT_ACCESS_TOKEN_SECRET,
      REFRESH_TOKEN_SECRET: 'r'.repeat(40),
      CLIENT_URL: 'https://staydesk.example',
    });
    expect(documented).toContain('ACCESS_TOKEN_SECRET: is the documented default');
    expect(documented).not.toContain('REFRESH_TOKEN_SECRET');
    const safe = {
      ACCESS_TOKEN_SECRET: 'a'.repeat(40),
      REFRESH_TOKEN_SECRET: 'r'.repeat(40),
      CLIENT_URL: 'https://staydesk.example',
    };
    expect(attempt({ ...safe, ACCESS_TOKEN_SECRET: 'short-but-16-chars' })).toContain(
      'ACCESS_TOKEN_SECRET: must be at least 32 characters',
    );
    expect(attempt({ ...safe, REFRESH_TOKEN_SECRET: safe.ACCESS_TOKEN_SECRET })).toContain(
      'REFRESH_TOKEN_SECRET: must differ',
    );
    expect(attempt({ ...safe, DEMO_DATA: '1' })).toContain('SEED_PASSWORD:');
    expect(attempt({ ...safe, DEMO_DATA: '1', SEED_PASSWORD: 'Another-Demo-2026' })).toBe('');
    const config = readConfig({ NODE_ENV: 'production', ...safe });
    expect(config.clientUrl).toBe('https://staydesk.example');
    expect(config.seedDemoData).toBe(false);
    expect(config.keepLinksInOutbox).toBe(false);
  });

  it('ignores SCRYPT_TEST_COST in production', () => {
    const saved = { env: process.env.NODE_ENV, cost: process.env.SCRYPT_TEST_COST };
    try {
      process.env.SCRYPT_TEST_COST = String(2 ** 14);
      process.env.NODE_ENV = 'test';
      expect(scryptParams().N).toBe(2 ** 14);
      process.env.NODE_ENV = 'production';
      expect(scryptParams()).toEqual(OWASP_SCRYPT_PARAMS);
    } finally {
      process.env.NODE_ENV = saved.env;
      process.env.SCRYPT_TEST_COST = saved.cost;
    }
  });
});
