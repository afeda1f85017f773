import type { FileRef } from '@staydesk/domain';
import { Badge, Box, Button, Inline, PhotoGallery, Stack, Text } from '@staydesk/ui';
import { useFormat, useMessages } from '../../../i18n';
import { propertiesMessages } from '../messages';
import { fileUrl } from './fileUrl';

/** Moves one item to a new index, keeping the others in order. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The photos as the gallery shows them: the cover first, each named after the property. */
export function usePhotos(images: readonly FileRef[], title: string) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  return images.map((image, index) => ({
    src: fileUrl(image),
    alt: f.message(m.fields.photoAlt, { number: index + 1, title: title || '…' }),
  }));
}

/**
 * The uploaded photos in order in the gallery (the first is the cover), and under it the list of
 * files: each can become the cover, move one place earlier or be removed.
 */
export function PhotoStrip({
  images,
  title,
  onChange,
}: {
  images: readonly FileRef[];
  title: string;
  onChange: (images: FileRef[]) => void;
}) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const photos = usePhotos(images, title);
  if (images.length === 0) return null;
  return (
    <Stack space="medium">
      <PhotoGallery
        photos={photos}
        label={m.fields.photos}
        coverLabel={m.fields.cover}
        previousLabel={m.fields.previousPhoto}
        nextLabel={m.fields.nextPhoto}
        emptyText={m.detail.none}
        positionText={(position, total) => `${position} / ${total}`}
      />
      <Box as="ol" display="flex" flexDirection="column" gap="xsmall" aria-label={m.fields.photos}>
        {images.map((photo, index) => {
          const alt = f.message(m.fields.photoAlt, { number: index + 1, title: title || '…' });
          return (
            <Box as="li" key={photo.key} data-cover={index === 0 || undefined}>
              <Inline space="small">
                <Text>{`${index + 1}. ${photo.name}`}</Text>
                {index === 0 ? <Badge tone="brandAccent">{m.fields.cover}</Badge> : null}
                {index > 0 ? (
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`${m.fields.makeCover}: ${alt}`}
                    onPress={() => onChange(moved(images, index, 0))}
                  >
                    {m.fields.makeCover}
                  </Button>
                ) : null}
                {index > 1 ? (
                  <Button
                    size="small"
                    variant="ghost"
                    aria-label={`${m.fields.moveLeft}: ${alt}`}
                    onPress={() => onChange(moved(images, index, index - 1))}
                  >
                    {m.fields.moveLeft}
                  </Button>
                ) : null}
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={`${m.fields.removePhoto}: ${alt}`}
                  onPress={() => onChange(images.filter((_, at) => at !== index))}
                >
                  {m.fields.removePhoto}
                </Button>
              </Inline>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
