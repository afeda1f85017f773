import { acceptedImages, hasFile, type User } from '@staydesk/domain';
import { Avatar, Box, Button, Heading, ImagePicker, Stack, Text } from '@staydesk/ui';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { useUploadUserImage } from '../../../lib/users';

/**
 * Own profile image. The single picker ignores files that are not png, jpeg, jpg, webp or
 * avif (spec §5); the server checks the content again.
 */
export function ImageSection({ user }: { user: User }) {
  const t = useT();
  const upload = useUploadUserImage();
  const [chosen, setChosen] = useState<File | null>(null);
  const current = hasFile(user.imageUrl) ? user.imageUrl?.url : undefined;

  const onUpload = async () => {
    if (!chosen) return;
    try {
      await upload.trigger({ id: user.id, image: chosen });
      setChosen(null);
    } catch {
      // The mutation helper has already toasted the server's message.
    }
  };

  return (
    <Stack as="section" space="medium" aria-label={t.settings.image}>
      <Heading level={2}>{t.settings.image}</Heading>
      <Text>{t.settings.imageText}</Text>
      <Avatar name={user.fullName} src={current ?? null} />
      <ImagePicker
        label={t.settings.chooseImage}
        buttonText={t.settings.chooseImage}
        hint={t.common.imageFormatsHint}
        chosenLabel={t.common.chosenImages}
        onChange={(files) => setChosen(acceptedImages(files)[0] ?? null)}
      />
      <Box>{chosen ? chosen.name : t.settings.noImageChosen}</Box>
      <Button
        isDisabled={!chosen}
        isPending={upload.isPending}
        pendingLabel={t.common.loading}
        onPress={() => void onUpload()}
      >
        {t.settings.uploadImage}
      </Button>
    </Stack>
  );
}
