import { describe, expect, it } from 'vitest';
import { initials } from './text';

describe('initials', () => {
  it.each([
    ['Anna Smith', 'AS'],
    ['anna smith', 'AS'],
    ['Anna Maria Smith', 'AS'],
    ['  Anna   Smith  ', 'AS'],
    ['Cher', 'C'],
    ['Élodie Ørsted', 'ÉØ'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('%s -> %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
