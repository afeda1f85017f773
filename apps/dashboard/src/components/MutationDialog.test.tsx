import { TextField } from '@staydesk/ui';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ApiError } from '../lib/api-error';
import { held } from '../test/network';
import { renderInApp } from '../test/render';
import { MutationDialog, type MutationDialogProps } from './MutationDialog';

const refused = (status: number, message: string) =>
  new ApiError(message, { status, body: { message } });

/** A dialog with one required field, its write given by the test. */
function NameDialog(
  props: Pick<
    MutationDialogProps,
    'onClose' | 'refresh' | 'refusal' | 'onSuccess' | 'onFailure'
  > & {
    write: (name: string) => Promise<unknown>;
  },
) {
  const { write, ...rest } = props;
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <MutationDialog
      {...rest}
      title="Rename"
      submitLabel="Save name"
      onSubmit={() => {
        if (name.trim() === '') {
          setInvalid(true);
          return null;
        }
        return write(name.trim());
      }}
    >
      {({ clearRefusal }) => (
        <TextField
          label="Name"
          value={name}
          isInvalid={invalid}
          errorMessage={invalid ? 'Required' : undefined}
          onChange={(value) => {
            setName(value);
            setInvalid(false);
            clearRefusal();
          }}
        />
      )}
    </MutationDialog>
  );
}

const dialog = () => page.getByRole('dialog', { name: 'Rename' });
const submit = () => dialog().getByRole('button', { name: 'Save name' });

describe('MutationDialog', () => {
  test('runs the write once the form is valid, pending meanwhile, then closes and runs onSuccess', async () => {
    const onClose = vi.fn();
    const onSuccess = vi.fn();
    const answer = held<void>();
    const write = vi.fn((_name: string) => answer.promise);
    await renderInApp(
      <NameDialog write={write} onClose={onClose} onSuccess={onSuccess} refresh={() => false} />,
    );
    await submit().click();
    await expect.element(dialog().getByText('Required')).toBeVisible();
    expect(write).not.toHaveBeenCalled();

    await dialog().getByRole('textbox', { name: 'Name' }).fill('  Harbour View ');
    await submit().click();
    expect(write).toHaveBeenCalledWith('Harbour View');
    await expect.element(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(onClose).not.toHaveBeenCalled();

    answer.release();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  test('a refusal reloads the record and keeps the server’s words in the dialog until the form changes', async () => {
    const onClose = vi.fn();
    const refresh = vi.fn((error: unknown) => error instanceof ApiError && error.status === 409);
    await renderInApp(
      <NameDialog
        write={() => Promise.reject(refused(409, 'This record was changed by someone else'))}
        onClose={onClose}
        refresh={refresh}
      />,
    );
    await dialog().getByRole('textbox', { name: 'Name' }).fill('Mine');
    await submit().click();
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('This record was changed by someone else');
    expect(refresh).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();

    await dialog().getByRole('textbox', { name: 'Name' }).fill('Mine again');
    await expect.element(dialog().getByRole('alert')).not.toBeInTheDocument();
  });

  test('with refusal="close" a refusal closes the dialog on the reloaded record', async () => {
    const onClose = vi.fn();
    const onSuccess = vi.fn();
    await renderInApp(
      <NameDialog
        write={() => Promise.reject(refused(409, 'Changed meanwhile'))}
        onClose={onClose}
        onSuccess={onSuccess}
        refresh={() => true}
        refusal="close"
      />,
    );
    await dialog().getByRole('textbox', { name: 'Name' }).fill('Mine');
    await submit().click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSuccess).not.toHaveBeenCalled();
  });

  test('another failure stays open for another try and goes to onFailure (field errors)', async () => {
    const onClose = vi.fn();
    const onFailure = vi.fn();
    const failure = new ApiError('Check the name', {
      status: 400,
      body: { message: 'Check the name', fields: { name: 'Too long' } },
    });
    await renderInApp(
      <NameDialog
        write={() => Promise.reject(failure)}
        onClose={onClose}
        onFailure={onFailure}
        refresh={() => false}
      />,
    );
    await dialog().getByRole('textbox', { name: 'Name' }).fill('Mine');
    await submit().click();
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledWith(failure));
    expect(onClose).not.toHaveBeenCalled();
    await expect.element(submit()).not.toHaveAttribute('aria-disabled');
    await expect.element(dialog().getByRole('alert')).not.toBeInTheDocument();
  });

  test('Cancel closes without writing, in the user’s language', async () => {
    const onClose = vi.fn();
    const write = vi.fn(() => Promise.resolve());
    await renderInApp(<NameDialog write={write} onClose={onClose} refresh={() => false} />, {
      language: 'fr',
    });
    await dialog().getByRole('button', { name: 'Annuler' }).click();
    expect(onClose).toHaveBeenCalledOnce();
    expect(write).not.toHaveBeenCalled();
  });

  test('an extra action runs its own write like the submit', async () => {
    const onClose = vi.fn();
    const clear = vi.fn(() => Promise.resolve());
    await renderInApp(
      <MutationDialog
        title="Issue"
        submitLabel="Save issue"
        onClose={onClose}
        onSubmit={() => null}
        refresh={() => false}
        extraActions={[{ label: 'Clear issue', onSubmit: clear }]}
      >
        <p>Flagged</p>
      </MutationDialog>,
    );
    await page.getByRole('button', { name: 'Clear issue' }).click();
    expect(clear).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
