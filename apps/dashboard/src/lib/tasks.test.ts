import { describe, expect, it } from 'vitest';
import { nextTask } from './tasks';

describe('nextTask', () => {
  it('resolves in a later task, after the microtasks queued meanwhile', async () => {
    const order: string[] = [];
    const step = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await step;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
