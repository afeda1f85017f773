import { useLayoutEffect, useRef } from 'react';

type RowId = string | number;

/**
 * Row keys that let a new page reuse the rows of the last one. A row whose id stays keeps its
 * key (its DOM and state stay with its item); an id that comes in takes the key of one that went
 * out, in order, so a page of new items updates the rows in place instead of removing 29 and
 * building 29 (most of a page change's work). Pure in render; the keys given are
 * remembered once the render commits.
 */
export function useRecycledKeys(ids: readonly RowId[]): string[] {
  const slots = useRef<ReadonlyMap<RowId, number>>(new Map());
  const next = assignSlots(slots.current, ids);
  useLayoutEffect(() => {
    slots.current = next;
  });
  return ids.map((id) => `row-${next.get(id)}`);
}

/** The slot of every id: its last one if it had one, else a freed one (lowest first), else new. */
export function assignSlots(previous: ReadonlyMap<RowId, number>, ids: readonly RowId[]) {
  const next = new Map<RowId, number>();
  for (const id of ids) {
    const slot = previous.get(id);
    if (slot !== undefined) next.set(id, slot);
  }
  const kept = new Set(next.values());
  const freed = [...previous.values()].filter((slot) => !kept.has(slot)).sort((a, b) => a - b);
  let fresh = Math.max(-1, ...previous.values()) + 1;
  for (const id of ids) {
    if (next.has(id)) continue;
    next.set(id, freed.shift() ?? fresh++);
  }
  return next;
}
