import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ApiError } from '../../../lib/api-error';
import { renderInApp } from '../../../test/render';
import { DeleteCompanyDialog } from './DeleteCompanyDialog';

const ID = '00000000-0000-4000-8000-0000000000c9';

function show(props: {
  onConfirm: () => Promise<unknown>;
  onDeleted?: () => void;
  onClose?: () => void;
}) {
  return renderInApp(
    <DeleteCompanyDialog
      isOpen
      id={ID}
      name="Harbour Relocation"
      onConfirm={props.onConfirm}
      onDeleted={props.onDeleted ?? (() => {})}
      onClose={props.onClose ?? (() => {})}
    />,
    { language: 'fr' },
  );
}

describe('delete company', () => {
  test('asks in the user’s language, then deletes and leaves the page', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onDeleted = vi.fn();
    await show({ onConfirm, onDeleted });
    const question = page.getByRole('alertdialog', { name: 'Supprimer cette entreprise ?' });
    await expect
      .element(
        question.getByText('Harbour Relocation sera déplacée dans les enregistrements supprimés.'),
      )
      .toBeVisible();
    await question.getByRole('button', { name: 'Supprimer' }).click();
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  test('a refusal (it still has subcompanies) closes the question and stays on the company', async () => {
    const onClose = vi.fn();
    const onDeleted = vi.fn();
    const refusal = new ApiError('Delete or move its subcompanies first', { status: 409 });
    await show({ onConfirm: () => Promise.reject(refusal), onClose, onDeleted });
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
