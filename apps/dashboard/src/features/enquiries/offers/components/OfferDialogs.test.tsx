import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ApiError } from '../../../../lib/api-error';
import { renderInApp } from '../../../../test/render';
import { offerLine } from './fixtures';
import { CostWarningDialog, HoldDialog } from './OfferDialogs';
import { TemporaryLinkDialog } from './TemporaryLinkDialog';

const line = offerLine();
const policy = { floor: '12', budget: null };
const stale = () =>
  Promise.reject(
    new ApiError('Conflict', {
      status: 409,
      body: { message: 'The line was changed by someone else' },
    }),
  );

describe('offer dialogs', () => {
  test('cost warning: says why; asking for approval runs the move and closes', async () => {
    const onAsk = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    await renderInApp(
      <CostWarningDialog
        line={line}
        policy={policy}
        canDecide={false}
        onAsk={onAsk}
        onApprove={vi.fn()}
        onClose={onClose}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: 'Cost warning message' });
    await expect.element(dialog.getByText(/is below the 12(\.00)?% floor/)).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await dialog.getByRole('button', { name: 'Ask for approval' }).click();
    expect(onAsk).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  test('cost warning: a masteradmin approves at once; a refused request closes on the reloaded lines', async () => {
    const onApprove = vi.fn();
    const onClose = vi.fn();
    await renderInApp(
      <CostWarningDialog
        line={line}
        policy={policy}
        canDecide
        onAsk={stale}
        onApprove={onApprove}
        onClose={onClose}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: 'Cost warning message' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    expect(onApprove).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    await dialog.getByRole('button', { name: 'Ask for approval' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  test('cost warning: a request already made is not asked again', async () => {
    await renderInApp(
      <CostWarningDialog
        line={offerLine({ approval: { ...line.approval, state: 'requested' } })}
        policy={policy}
        canDecide={false}
        onAsk={vi.fn(() => Promise.resolve())}
        onApprove={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    await expect
      .element(
        page
          .getByRole('alertdialog', { name: 'Cost warning message' })
          .getByRole('button', { name: 'Ask for approval' }),
      )
      .toBeDisabled();
  });

  test('hold: nothing to save until a choice; the hold and the confirmation are sent together', async () => {
    const onChange = vi.fn((_changes: object) => Promise.resolve());
    const onClose = vi.fn();
    await renderInApp(<HoldDialog line={line} onChange={onChange} onClose={onClose} />);
    const dialog = page.getByRole('dialog', {
      name: 'Hold and landlord confirmation of Harbour Lane',
    });
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect.element(save).toBeDisabled();
    await expect.element(dialog.getByText('Clear the hold')).not.toBeInTheDocument();
    await dialog.getByText('Hold for 48 h').click();
    await dialog.getByText('Landlord confirmed now').click();
    const before = Date.now();
    await save.click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const sent = onChange.mock.calls[0]?.[0] as {
      holdExpiresAt: string;
      landlordConfirmedAt: string;
    };
    const hours = (Date.parse(sent.holdExpiresAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThan(48.1);
    expect(Math.abs(Date.parse(sent.landlordConfirmedAt) - before)).toBeLessThan(60_000);
  });

  test('hold: clearing a set hold; a stale line is refused in place', async () => {
    const onChange = vi.fn(stale);
    const onClose = vi.fn();
    await renderInApp(
      <HoldDialog
        line={offerLine({ holdExpiresAt: '2030-01-03T09:00:00.000Z' })}
        onChange={onChange}
        onClose={onClose}
      />,
    );
    const dialog = page.getByRole('dialog', {
      name: 'Hold and landlord confirmation of Harbour Lane',
    });
    await dialog.getByText('Clear the hold').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('The line was changed by someone else');
    expect(onChange).toHaveBeenCalledWith({ holdExpiresAt: null });
    expect(onClose).not.toHaveBeenCalled();
  });

  test('temporary property from a link: the address is checked, then sent with its scheme', async () => {
    const onSubmit = vi.fn((_url: string) => Promise.resolve());
    const onClose = vi.fn();
    await renderInApp(<TemporaryLinkDialog onSubmit={onSubmit} onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'Add a temporary property from a link' });
    const link = dialog.getByRole('textbox', { name: 'Listing link' });
    await link.fill('not a link');
    await dialog.getByRole('button', { name: 'Add property' }).click();
    await expect
      .element(dialog.getByText('Enter the listing’s address, starting with https://'))
      .toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await link.fill('lets.test/l/9');
    await dialog.getByRole('button', { name: 'Add property' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith('https://lets.test/l/9');
  });
});
