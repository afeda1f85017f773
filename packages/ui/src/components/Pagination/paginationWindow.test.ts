import { describe, expect, it } from 'vitest';
import { paginationWindow } from './paginationWindow';

// The same table as packages/domain/src/pagination.test.ts: both copies must give the same pager.
describe('paginationWindow', () => {
  const E = 'ellipsis' as const;

  it.each([
    // few pages: all shown, no ellipsis
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 6, [1, 2, 3, 4, 5, 6]],
    [5, 7, [1, 2, 3, 4, 5, 6, 7]],
    [5, 8, [1, 2, 3, 4, 5, E, 8]],
    // current ≤ 5: window 1–5, then the last page
    [1, 20, [1, 2, 3, 4, 5, E, 20]],
    [4, 20, [1, 2, 3, 4, 5, E, 20]],
    [5, 20, [1, 2, 3, 4, 5, E, 20]],
    // current > 5: first-page shortcut, window centred on current
    [6, 20, [1, E, 4, 5, 6, 7, 8, E, 20]],
    [10, 20, [1, E, 8, 9, 10, 11, 12, E, 20]],
    [17, 20, [1, E, 15, 16, 17, 18, 19, 20]],
    [18, 20, [1, E, 16, 17, 18, 19, 20]],
    [20, 20, [1, E, 16, 17, 18, 19, 20]],
    // no ellipsis where nothing is hidden
    [6, 6, [1, 2, 3, 4, 5, 6]],
    [6, 7, [1, 2, 3, 4, 5, 6, 7]],
    [6, 8, [1, E, 4, 5, 6, 7, 8]],
    [6, 9, [1, E, 4, 5, 6, 7, 8, 9]],
    [6, 10, [1, E, 4, 5, 6, 7, 8, 9, 10]],
    [6, 11, [1, E, 4, 5, 6, 7, 8, E, 11]],
    // a single hidden page is shown, not replaced by an ellipsis
    [7, 20, [1, E, 5, 6, 7, 8, 9, E, 20]],
    [17, 19, [1, E, 15, 16, 17, 18, 19]],
    [16, 20, [1, E, 14, 15, 16, 17, 18, 19, 20]],
  ] as const)('page %i of %i', (current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected);
  });

  it('shows no pager when there are no pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, Number.NaN)).toEqual([]);
  });

  it('clamps a current page outside the range', () => {
    expect(paginationWindow(0, 20)).toEqual(paginationWindow(1, 20));
    expect(paginationWindow(99, 20)).toEqual(paginationWindow(20, 20));
  });

  it('always holds 5 page numbers in the window when there are that many pages', () => {
    for (let total = 5; total <= 40; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = paginationWindow(current, total);
        const numbers = items.filter((item): item is number => item !== 'ellipsis');
        expect(numbers).toContain(current);
        expect(numbers).toContain(1);
        expect(numbers).toContain(total);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(numbers.length).toBeGreaterThanOrEqual(5);
        expect(items.length).toBeLessThanOrEqual(9);
        items.forEach((item, index) => {
          if (item !== 'ellipsis') return;
          const before = items[index - 1];
          const after = items[index + 1];
          expect(
            typeof before === 'number' && typeof after === 'number' && after - before,
          ).toBeGreaterThan(2);
        });
      }
    }
  });
});
