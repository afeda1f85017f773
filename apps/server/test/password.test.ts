import { afterEach, describe, expect, it } from 'vitest';
import {
  hashPassword,
  OWASP_SCRYPT_PARAMS,
  scryptParams,
  verifyPassword,
} from '../src/lib/password.js';

describe('password hashing', () => {
  const testCost = process.env.SCRYPT_TEST_COST;
  afterEach(() => {
    process.env.SCRYPT_TEST_COST = testCost;
  });

  it("uses OWASP's scrypt parameters unless a test lowers them", async () => {
    delete process.env.SCRYPT_TEST_COST;
    expect(OWASP_SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('Correct-Horse-9');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(await verifyPassword('Correct-Horse-9', hash)).toBe(true);
    expect(await verifyPassword('correct-Horse-9', hash)).toBe(false);
  });

  it('ignores a test cost below 2^14 or not a power of two', () => {
    for (const cost of ['1024', '20000', 'cheap']) {
      process.env.SCRYPT_TEST_COST = cost;
      expect(scryptParams()).toEqual(OWASP_SCRYPT_PARAMS);
    }
    process.env.SCRYPT_TEST_COST = '16384';
    expect(scryptParams()).toEqual({ N: 16384, r: 8, p: 1 });
  });

  it('salts every hash and rejects a malformed one', async () => {
    const [a, b] = await Promise.all([
      hashPassword('Same-Password-1'),
      hashPassword('Same-Password-1'),
    ]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Same-Password-1', 'md5$abc')).toBe(false);
  });
});
