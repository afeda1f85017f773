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

const sync = () => page.getByRole('button', { name: 'Sync profile' });
const whatsapp = () => page.getByRole('button', { name: 'WhatsApp info' });

describe('LandlordActions and the experiments', () => {
  test('offers neither the sync nor WhatsApp info without their experiments', async () => {
    await renderWith([]);
    await expect.element(page.getByRole('button', { name: 'Message template' })).toBeVisible();
    await expect.element(sync()).not.toBeInTheDocument();
    await expect.element(whatsapp()).not.toBeInTheDocument();
  });

  test('offers neither while the experiments are switched off', async () => {
    await renderWith([
      { name: 'landlordSync', isAvailable: false },
      { name: 'whatsappLinks', isAvailable: false },
    ]);
    await expect.element(page.getByRole('button', { name: 'Message template' })).toBeVisible();
    await expect.element(sync()).not.toBeInTheDocument();
    await expect.element(whatsapp()).not.toBeInTheDocument();
  });

  test('offers the sync with landlordSync and WhatsApp info with whatsappLinks', async () => {
    const { onOpen } = await renderWith([{ name: 'landlordSync', isAvailable: true }]);
    await sync().click();
    expect(onOpen).toHaveBeenCalledWith('sync');
    await expect.element(whatsapp()).not.toBeInTheDocument();
  });

  test('offers WhatsApp info alone with whatsappLinks alone', async () => {
    const { onOpen } = await renderWith([{ name: 'whatsappLinks', isAvailable: true }]);
    await whatsapp().click();
    expect(onOpen).toHaveBeenCalledWith('whatsapp');
    await expect.element(sync()).not.toBeInTheDocument();
  });
});
