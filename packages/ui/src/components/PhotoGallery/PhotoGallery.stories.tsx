import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PhotoGallery } from '../../index';
import { samplePhotos } from './photoGalleryFixtures';

const meta = {
  title: 'Components/PhotoGallery',
  component: PhotoGallery,
  args: {
    photos: samplePhotos,
    label: 'Photos of Rose Cottage',
    coverLabel: 'Cover',
    emptyText: 'No photos yet.',
    positionText: (position: number, total: number) => `${position} of ${total}`,
  },
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.querySelector('img')?.getAttribute('alt'))).toEqual([
      'Front of the house',
      'Living room',
      'Kitchen',
      'Main bedroom',
    ]);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[0]).toHaveAttribute('data-cover', 'true');
    const panel = canvas.getByRole('tabpanel');
    await expect(panel.querySelector('img')).toHaveAttribute('alt', 'Front of the house');
    await expect(canvas.getByText('Cover')).toBeVisible();
    await expect(canvas.getByText('1 of 4')).toBeVisible();
    // Keyboard: into the thumbnails, arrows change the photo.
    tabs[0]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel').querySelector('img')).toHaveAttribute(
      'alt',
      'Living room',
    );
    await expect(canvas.queryByText('Cover')).toBeNull();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText('4 of 4')).toBeVisible();
  },
};

export const Playground: Story = {};

export const StepButtonsWrapAround: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous photo' }));
    await expect(canvas.getByText('4 of 4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(canvas.getByText('1 of 4')).toBeVisible());
    await expect(canvas.getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');
  },
};

export const OnePhoto: Story = {
  args: { photos: samplePhotos.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Next photo' })).toBeNull();
    await expect(canvas.getByText('Cover')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { photos: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No photos yet.')).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    const root = canvasElement.querySelector('[data-component="PhotoGallery"]');
    await expect(root).toHaveAttribute('data-empty', 'true');
  },
};
