import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ApiError } from '../lib/api-error';
import { held } from '../test/network';
import { renderInApp } from '../test/render';
import { ConfirmAction } from './ConfirmAction';

const question = () => page.getByRole('alertdialog', { name: 'Delete booking?' });

function renderDelete(props: {
  onConfirm: () => Promise<unknown>;
  onClose?: () => void;
  onSuccess?: () => void;
  refresh?: (error: unknown) => boolean;
}) {
  return renderInApp(
    <ConfirmAction
      title="Delete booking?"
      message="BK-1 goes to the Deleted tab."
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      tone="critical"
      onClose={props.onClose ?? (() => {})}
      onConfirm={props.onConfirm}
      onSuccess={props.onSuccess}
      refresh={props.refresh ?? (() => false)}
    />,
  );
}

describe('ConfirmAction', () => {
  test('runs the action, inert while pending, then closes and runs onSuccess', async () => {
    const onClose = vi.fn();
    const onSuccess = vi.fn();
    const answer = held<void>();
    const onConfirm = vi.fn(() => answer.promise);
    await renderDelete({ onConfirm, onClose, onSuccess });
    await expect.element(question()).toHaveTextContent('BK-1 goes to the Deleted tab.');
    await question().getByRole('button', { name: 'Delete' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
    await expect.element(question().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape does nothing while the action runs.
    await userEvent.keyboard('{Escape}');
    await expect.element(question()).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();

    answer.release();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  test('a refusal closes it on the reloaded record, without onSuccess', async () => {
    const onClose = vi.fn();
    const onSuccess = vi.fn();
    const refresh = vi.fn(() => true);
    const refusal = new ApiError('Changed meanwhile', { status: 409 });
    await renderDelete({ onConfirm: () => Promise.reject(refusal), onClose, onSuccess, refresh });
    await question().getByRole('button', { name: 'Delete' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(refresh).toHaveBeenCalledWith(refusal);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  test('another failure keeps it open to try again', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn(() => Promise.reject(new ApiError('Network Error')));
    await renderDelete({ onConfirm, onClose });
    await question().getByRole('button', { name: 'Delete' }).click();
    await vi.waitFor(() =>
      expect(question().getByRole('button', { name: 'Cancel' }).element()).toBeEnabled(),
    );
    expect(onClose).not.toHaveBeenCalled();
    await question().getByRole('button', { name: 'Delete' }).click();
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  test('Cancel closes without acting', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn(() => Promise.resolve());
    await renderDelete({ onConfirm, onClose });
    await question().getByRole('button', { name: 'Cancel' }).click();
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
