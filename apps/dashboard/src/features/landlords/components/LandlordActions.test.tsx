import type { Experiment } from '@staydesk/domain';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderInApp, TEST_USER } from '../../../test/render';
import { LandlordActions } from './LandlordActions';

async function renderWith(experiments: Experiment[]) {
  const onOpen = vi.fn();
  await renderInApp(
    <LandlordActions
      name="Quentin Zanzibar"
      deleted={false}
      onOpen={onOpen}
      onEdit={() => {}}
      onDelete={() => Promise.resolve()}
      onRestore={() => Promise.resolve()}
      isRestoring={false}
    />,
    { user: { ...TEST_USER, experiments } },
  );
  return { onOpen };
}

// The sync and WhatsApp info are less used than Edit and the template: they sit under More.
const more = () => page.getByRole('button', { name: 'More actions' });
const sync = () => page.getByRole('menuitem', { name: 'Sync profile' });
const whatsapp = () => page.getByRole('menuitem', { name: 'WhatsApp info' });

describe('LandlordActions and the experiments', () => {
  test('offers neither the sync nor WhatsApp info without their experiments', async () => {
    await renderWith([]);
    await expect.element(page.getByRole('button', { name: 'Message template' })).toBeVisible();
    // An admin may not delete a landlord either: nothing is left for a More menu.
    await expect.element(more()).not.toBeInTheDocument();
  });

  test('offers neither while the experiments are switched off', async () => {
    await renderWith([
      { name: 'landlordSync', isAvailable: false },
      { name: 'whatsappLinks', isAvailable: false },
    ]);
    await expect.element(page.getByRole('button', { name: 'Message template' })).toBeVisible();
    // An admin may not delete a landlord either: nothing is left for a More menu.
    await expect.element(more()).not.toBeInTheDocument();
  });

  test('offers the sync with landlordSync and WhatsApp info with whatsappLinks', async () => {
    const { onOpen } = await renderWith([{ name: 'landlordSync', isAvailable: true }]);
    await more().click();
    await expect.element(whatsapp()).not.toBeInTheDocument();
    await sync().click();
    expect(onOpen).toHaveBeenCalledWith('sync');
  });

  test('offers WhatsApp info alone with whatsappLinks alone', async () => {
    const { onOpen } = await renderWith([{ name: 'whatsappLinks', isAvailable: true }]);
    await more().click();
    await expect.element(sync()).not.toBeInTheDocument();
    await whatsapp().click();
    expect(onOpen).toHaveBeenCalledWith('whatsapp');
  });
});
