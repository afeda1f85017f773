import { expect, test } from 'vitest';
import { assignSlots } from './recycledKeys';

const slotsOf = (map: ReadonlyMap<string | number, number>) => Object.fromEntries(map);

test('a first page takes slots in order', () => {
  expect(slotsOf(assignSlots(new Map(), ['a', 'b', 'c']))).toEqual({ a: 0, b: 1, c: 2 });
});

test('a page of new items takes the freed slots in order: every row is reused in place', () => {
  const first = assignSlots(new Map(), ['a', 'b', 'c']);
  expect(slotsOf(assignSlots(first, ['d', 'e', 'f']))).toEqual({ d: 0, e: 1, f: 2 });
});

test('an item that stays keeps its slot, wherever it moves', () => {
  const first = assignSlots(new Map(), ['a', 'b', 'c']);
  expect(slotsOf(assignSlots(first, ['c', 'a', 'b']))).toEqual({ c: 2, a: 0, b: 1 });
});

test('a new item on top takes the slot of the one pushed off the page', () => {
  const first = assignSlots(new Map(), ['a', 'b', 'c']);
  expect(slotsOf(assignSlots(first, ['n', 'a', 'b']))).toEqual({ n: 2, a: 0, b: 1 });
});

test('a longer page adds slots after the highest; a shorter one frees the rest', () => {
  const first = assignSlots(new Map(), ['a', 'b']);
  const longer = assignSlots(first, ['c', 'd', 'e']);
  expect(slotsOf(longer)).toEqual({ c: 0, d: 1, e: 2 });
  expect(slotsOf(assignSlots(longer, ['f']))).toEqual({ f: 0 });
});

test('no two items share a slot', () => {
  const first = assignSlots(new Map(), ['a', 'b', 'c', 'd']);
  const next = assignSlots(first, ['x', 'd', 'y', 'a', 'z']);
  expect(new Set(next.values()).size).toBe(5);
});
