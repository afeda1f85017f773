import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhotoGallery, Stack } from '../../index';
import { samplePhotos } from './photoGalleryFixtures';

const meta = {
  title: 'Visual/PhotoGallery',
  component: PhotoGallery,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  args: { photos: samplePhotos, label: 'Photos', coverLabel: 'Cover', emptyText: 'No photos yet.' },
  render: () => (
    <Stack space="large">
      <PhotoGallery
        photos={samplePhotos}
        label="Photos"
        coverLabel="Cover"
        emptyText="No photos yet."
      />
      <PhotoGallery photos={[]} label="No photos" coverLabel="Cover" emptyText="No photos yet." />
    </Stack>
  ),
};
