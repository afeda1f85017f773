import { afterEach, describe, expect, it, vi } from 'vitest';
import { canWrite } from './storage';

/** A Storage that keeps items in a map, or refuses every write as a full quota does. */
function fakeStorage(refuse: boolean): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      if (refuse) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('canWrite', () => {
  it('says whether each area takes a write, and leaves nothing behind', () => {
    const local = fakeStorage(false);
    const session = fakeStorage(true);
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
    expect(canWrite('local')).toBe(true);
    expect(local.length).toBe(0);
    expect(canWrite('session')).toBe(false);
  });
});
