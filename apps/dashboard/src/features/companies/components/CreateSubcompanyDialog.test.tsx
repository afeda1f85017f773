import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderInApp } from '../../../test/render';
import { CreateSubcompanyDialog } from './CreateSubcompanyDialog';

const PARENT = '00000000-0000-4000-8000-0000000000c1';

describe('create subcompany', () => {
  test('a name is required; the subcompany is created under its parent', async () => {
    const onCreate = vi.fn((_values: object) => Promise.resolve());
    const onClose = vi.fn();
    await renderInApp(
      <CreateSubcompanyDialog
        parentName="Harbour Relocation"
        parentId={PARENT}
        onCreate={onCreate}
        onClose={onClose}
      />,
    );
    const dialog = page.getByRole('dialog', { name: 'Create subcompany of Harbour Relocation' });
    await dialog.getByRole('button', { name: 'Create subcompany' }).click();
    await expect
      .element(dialog.getByRole('textbox', { name: 'Company name' }))
      .toHaveAttribute('aria-invalid', 'true');
    expect(onCreate).not.toHaveBeenCalled();

    await dialog.getByRole('textbox', { name: 'Company name' }).fill('Harbour North');
    await dialog.getByRole('button', { name: 'Create subcompany' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Harbour North', type: 'corporate', parentId: PARENT }),
    );
  });
});
