import { describe, expect, it } from 'vitest';
import {
  APP_VERSION,
  APP_VERSION_LABEL,
  CACHE_RETENTION_MS,
  CHUNK_LOAD_TIMEOUT_MS,
  DEFAULT_LANGUAGE,
  DEFAULT_RETRY_COUNT,
  DEFAULT_THEME,
  KM_TO_MILES,
  PAGE_SIZE,
  PRODUCT_TAGLINE,
  QUERY_RETRY_COUNT,
  QUERY_REVALIDATE_ON_FOCUS,
  REHYDRATION_TIMEOUT_MS,
  RETRY_MAX_DELAY_MS,
  retryDelayMs,
  SESSION_MAX_AGE_MS,
  STORAGE_KEYS,
  TOAST_AUTO_CLOSE_MS,
} from './constants';

describe('spec §9 constants', () => {
  it('holds the numbers of the spec', () => {
    expect(APP_VERSION).toBe('2.0.0');
    expect(APP_VERSION_LABEL).toBe('v2.0.0');
    expect(PRODUCT_TAGLINE).toBe('Manage listings, connect with clients, and close deals faster');
    expect(PAGE_SIZE).toBe(29);
    expect(SESSION_MAX_AGE_MS).toBe(24 * 60 * 60 * 1000);
    expect(QUERY_RETRY_COUNT).toBe(1);
    expect(QUERY_REVALIDATE_ON_FOCUS).toBe(false);
    expect(CACHE_RETENTION_MS).toBe(5 * 60 * 1000);
    expect(DEFAULT_RETRY_COUNT).toBe(3);
    expect(RETRY_MAX_DELAY_MS).toBe(30_000);
    expect(REHYDRATION_TIMEOUT_MS).toBe(5000);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(DEFAULT_THEME).toBe('light');
    expect(KM_TO_MILES).toBe(0.621371);
    expect(STORAGE_KEYS).toEqual({
      token: 'token',
      refreshToken: 'refreshToken',
      userId: 'userId',
      persistedRoot: 'root',
      chosenPropertyCycle: 'ChosenPropertyCycle',
    });
  });

  it('backs off exponentially and caps at 30 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(() => retryDelayMs(-1)).toThrow(RangeError);
    expect(() => retryDelayMs(1.5)).toThrow(RangeError);
  });
});
