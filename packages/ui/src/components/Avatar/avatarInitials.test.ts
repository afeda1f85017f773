import { describe, expect, it } from 'vitest';
import { avatarColorFor, avatarInitials } from './avatarInitials';
import { avatarColors } from './avatarVariants';

describe('avatarInitials', () => {
  it.each([
    ['Anna Maria Smith', 'AS'],
    ['anna smith', 'AS'],
    ['  Jo   Bloggs  ', 'JB'],
    ['Cher', 'C'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
    ['Łukasz Żuk', 'ŁŻ'],
    ['😀 Smile', '😀S'],
  ])('%j → %j', (name, expected) => {
    expect(avatarInitials(name)).toBe(expected);
  });
});

describe('avatarColorFor', () => {
  it('gives the same colour for the same name every time', () => {
    expect(avatarColorFor('Anna Smith')).toBe(avatarColorFor('Anna Smith'));
    expect(avatarColorFor(' anna smith ')).toBe(avatarColorFor('Anna Smith'));
  });

  it('spreads names over every categorical colour', () => {
    const names = Array.from({ length: 200 }, (_, index) => `Guest ${index}`);
    const used = new Set(names.map(avatarColorFor));
    expect([...used].sort()).toEqual([...avatarColors].sort());
  });
});
