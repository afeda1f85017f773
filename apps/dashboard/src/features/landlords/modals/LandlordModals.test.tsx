import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fakeServer } from '../../../test/network';
import { renderInApp } from '../../../test/render';
import { landlordView } from './fixtures';
import { LandlordInfoModal } from './LandlordInfoModal';
import { LandlordSyncModal } from './LandlordSyncModal';
import { MessageTemplateDialog } from './MessageTemplateModal';
import { WhatsappInfoModal } from './WhatsappInfoModal';

const landlord = landlordView({
  externalProfiles: [{ platform: 'Airbnb', url: 'https://air.test/users/42' }],
});
const LANDLORD_PATH = `/api/v1/landlords/${landlord.id}`;

function Template({ onClose }: { onClose: () => void }) {
  const [stay, setStay] = useState({
    checkIn: '',
    checkOut: '',
    propertyTitle: 'Harbour Lane',
    guests: '',
  });
  return (
    <MessageTemplateDialog
      stored={{ template: 'Hello {landlordName}, about {propertyTitle}', version: 3 }}
      landlord={landlord}
      stay={stay}
      setStay={setStay}
      onClose={onClose}
    />
  );
}

describe('landlord modals', () => {
  test('sync: an address is required; the changes the sync applied are shown in place', async () => {
    const requests = fakeServer(() => ({
      status: 200,
      body: {
        message: 'Landlord synced',
        data: { landlord, changes: [{ field: 'name', before: 'M Patel', after: 'Maya Patel' }] },
      },
    }));
    const onClose = vi.fn();
    await renderInApp(
      <LandlordSyncModal landlord={landlordView({ externalProfiles: [] })} onClose={onClose} />,
    );
    const dialog = page.getByRole('dialog', { name: 'Landlord sync' });
    await dialog.getByRole('button', { name: 'Sync' }).click();
    await expect.element(dialog.getByText('Profile address is required')).toBeVisible();
    expect(requests).toHaveLength(0);

    await dialog
      .getByRole('textbox', { name: 'Profile address' })
      .fill('https://air.test/users/42');
    await dialog.getByRole('button', { name: 'Sync' }).click();
    await expect.element(dialog.getByRole('rowheader', { name: 'Name' })).toBeVisible();
    await expect.element(dialog.getByRole('cell', { name: 'M Patel' })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: `${LANDLORD_PATH}/sync`,
        body: { profileUrl: 'https://air.test/users/42' },
      },
    ]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('sync: a known profile fills the address; the server’s field error lands beside it', async () => {
    fakeServer(() => ({
      status: 400,
      body: { message: 'Check the fields', fields: { profileUrl: 'The page could not be read' } },
    }));
    const onClose = vi.fn();
    await renderInApp(<LandlordSyncModal landlord={landlord} onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'Landlord sync' });
    const address = dialog.getByRole('textbox', { name: 'Profile address' });
    await address.fill('');
    await dialog.getByRole('button', { name: 'Airbnb' }).click();
    await expect.element(address).toHaveValue('https://air.test/users/42');
    await dialog.getByRole('button', { name: 'Sync' }).click();
    await expect.element(dialog.getByText('The page could not be read')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  test('message template: filled in as typed; an empty one is refused by the form', async () => {
    const requests = fakeServer(() => ({ status: 200, body: {} }));
    await renderInApp(<Template onClose={vi.fn()} />);
    const dialog = page.getByRole('dialog', { name: 'Landlord message template' });
    await expect
      .element(dialog.getByRole('status', { name: 'Message' }))
      .toHaveTextContent('Hello Maya Patel, about Harbour Lane');
    await dialog.getByRole('textbox', { name: 'Template' }).fill('');
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await expect.element(dialog.getByText('The template cannot be empty')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  test('message template: saved with its version and kept open; a stale one is refused in place', async () => {
    let answer = {
      status: 200,
      body: { message: 'Template saved.', data: { template: 'Hi {landlordName}', version: 4 } },
    } as { status: number; body: unknown };
    const requests = fakeServer(() => answer);
    const onClose = vi.fn();
    await renderInApp(<Template onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'Landlord message template' });
    await dialog.getByRole('textbox', { name: 'Template' }).fill('Hi {landlordName}');
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await expect.element(page.getByText('Template saved.')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    expect(requests[0]).toEqual({
      method: 'PUT',
      path: '/api/v1/landlords/message-template',
      body: { template: 'Hi {landlordName}', version: 3 },
    });

    answer = { status: 409, body: { message: 'The template was changed by someone else' } };
    await dialog.getByRole('textbox', { name: 'Template' }).fill('Hi again');
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('The template was changed by someone else');
    // The save answered version 4: the next one writes over it.
    expect(requests.at(-1)?.body).toEqual({ template: 'Hi again', version: 4 });
    expect(onClose).not.toHaveBeenCalled();
  });

  test('landlord info: the small card with the first email and a link to the landlord page', async () => {
    await renderInApp(<LandlordInfoModal landlord={landlord} onClose={vi.fn()} />);
    const dialog = page.getByRole('dialog', { name: 'Landlord info' });
    await expect.element(dialog.getByText('maya@lets.test').first()).toBeVisible();
    await expect
      .element(dialog.getByRole('link', { name: /Open landlord page/ }))
      .toHaveAttribute('href', `/dashboard/landlords/list/${landlord.id}`);
  });

  test('WhatsApp info: a chat link per WhatsApp number, or says there is none', async () => {
    await renderInApp(<WhatsappInfoModal landlord={landlord} onClose={vi.fn()} />);
    await expect
      .element(page.getByRole('link', { name: 'Chat on WhatsApp: +44 7700 900123' }))
      .toHaveAttribute('href', 'https://wa.me/447700900123');
    await renderInApp(
      <WhatsappInfoModal landlord={landlordView({ whatsappLinks: [] })} onClose={vi.fn()} />,
    );
    await expect
      .element(
        page.getByText('None of this landlord’s numbers is marked WhatsApp.', { exact: false }),
      )
      .toBeVisible();
  });
});
