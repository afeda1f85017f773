import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { PRELOAD_DELAY_MS, usePreloadWhenIdle } from './usePreloadWhenIdle';

function Preloads({ load, when }: { load: () => unknown; when?: boolean }) {
  usePreloadWhenIdle(load, when);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

test('waits out the first screen, then preloads once when the browser is idle', async () => {
  const load = vi.fn();
  const screen = await render(<Preloads load={load} />);
  vi.advanceTimersByTime(PRELOAD_DELAY_MS - 1);
  expect(load).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  vi.runOnlyPendingTimers();
  expect(load).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new PointerEvent('pointerdown'));
  vi.runAllTimers();
  expect(load).toHaveBeenCalledTimes(1);
  await screen.unmount();
});

test('preloads at once at the first press or key, and only once', async () => {
  const load = vi.fn();
  const screen = await render(<Preloads load={load} />);
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  expect(load).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new PointerEvent('pointerdown'));
  vi.runAllTimers();
  expect(load).toHaveBeenCalledTimes(1);
  await screen.unmount();
});

test('preloads nothing when not wanted or once unmounted', async () => {
  const skipped = vi.fn();
  const skippedScreen = await render(<Preloads load={skipped} when={false} />);
  window.dispatchEvent(new PointerEvent('pointerdown'));
  vi.runAllTimers();
  expect(skipped).not.toHaveBeenCalled();
  await skippedScreen.unmount();

  const gone = vi.fn();
  const screen = await render(<Preloads load={gone} />);
  await screen.unmount();
  window.dispatchEvent(new PointerEvent('pointerdown'));
  vi.runAllTimers();
  expect(gone).not.toHaveBeenCalled();
});
