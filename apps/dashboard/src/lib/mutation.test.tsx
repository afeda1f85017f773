import { useState } from 'react';
import useSWR from 'swr';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { held } from '../test/network';
import { renderInApp } from '../test/render';
import { ApiError } from './api-error';
import { useMutation } from './mutation';

/** A list the write makes stale, a write button, and what the write's promise settled with. */
function Probe(props: {
  write: (name: string) => Promise<{ message: string; data: string }>;
  onSuccess: (result: { message: string; data: string }) => void;
  onError: (error: unknown) => void;
  loadList: () => Promise<string>;
  /** How often the list was loaded, read when the write's promise settles. */
  loads: () => number;
}) {
  const list = useSWR('probe-list', props.loadList);
  const { trigger, isPending } = useMutation(props.write, {
    revalidate: (key) => key === 'probe-list',
    onSuccess: props.onSuccess,
    onError: props.onError,
  });
  const [outcome, setOutcome] = useState('none');
  return (
    <div>
      <p>list: {list.data ?? 'loading'}</p>
      <p>state: {isPending ? 'pending' : 'idle'}</p>
      <p>outcome: {outcome}</p>
      <button
        type="button"
        onClick={() =>
          trigger('Ada').then(
            (result) => setOutcome(`${result.data} after ${props.loads()} list loads`),
            (error: unknown) => setOutcome(`failed: ${String(error)}`),
          )
        }
      >
        Write
      </button>
    </div>
  );
}

/** A list loader that takes a moment; `loaded()` counts the loads that have finished. */
function loader() {
  let loaded = 0;
  const load = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    loaded += 1;
    return `v${loaded}`;
  });
  return { load, loaded: () => loaded };
}

describe('useMutation', () => {
  test('pending while it runs; on success toasts the message and reloads what it made stale before it resolves', async () => {
    const answer = held<{ message: string; data: string }>();
    const write = vi.fn(() => answer.promise);
    const onSuccess = vi.fn();
    const { load: loadList, loaded } = loader();
    await renderInApp(
      <Probe
        write={write}
        onSuccess={onSuccess}
        onError={vi.fn()}
        loadList={loadList}
        loads={loaded}
      />,
    );
    await expect.element(page.getByText('list: v1')).toBeVisible();
    await page.getByRole('button', { name: 'Write' }).click();
    await expect.element(page.getByText('state: pending')).toBeVisible();
    expect(write).toHaveBeenCalledWith('Ada');

    answer.release({ message: 'Guest created', data: 'guest-1' });
    await expect.element(page.getByText('state: idle')).toBeVisible();
    await expect.element(page.getByText('Guest created')).toBeVisible();
    await expect.element(page.getByText('outcome: guest-1 after 2 list loads')).toBeVisible();
    await expect.element(page.getByText('list: v2')).toBeVisible();
    expect(onSuccess).toHaveBeenCalledWith({ message: 'Guest created', data: 'guest-1' });
  });

  test("on failure toasts the server's words and rejects, so a form can show its fields", async () => {
    const refusal = new ApiError('The email is already taken', { status: 422 });
    const onError = vi.fn();
    const { load: loadList, loaded } = loader();
    await renderInApp(
      <Probe
        write={() => Promise.reject(refusal)}
        onSuccess={vi.fn()}
        onError={onError}
        loadList={loadList}
        loads={loaded}
      />,
    );
    await expect.element(page.getByText('list: v1')).toBeVisible();
    await page.getByRole('button', { name: 'Write' }).click();
    await expect
      .element(page.getByText('outcome: failed: ApiError: The email is already taken'))
      .toBeVisible();
    await expect
      .element(page.getByRole('alert').getByText('The email is already taken'))
      .toBeVisible();
    await expect.element(page.getByText('state: idle')).toBeVisible();
    expect(onError).toHaveBeenCalledWith(refusal);
    expect(loadList).toHaveBeenCalledTimes(1);
  });
});
