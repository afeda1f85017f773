import { acceptedImages, hasFile, type User } from '@staydesk/domain';
import { Avatar, Box, Button, FormSection, ImagePicker, Inline, Text } from '@staydesk/ui';
import { useState } from 'react';
import { useUploadUserImage } from '../../../lib/users';
import { useSettingsTexts } from '../messages';

/**
 * Own profile image. The single picker ignores files that are not png, jpeg, jpg, webp or
 * avif (spec §5); the server checks the content again.
 */
export function ImageSection({ user }: { user: User }) {
  const t = useSettingsTexts();
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
    <Box as="section" aria-label={t.settings.image}>
      <FormSection title={t.settings.image} description={t.settings.imageText}>
        <Inline space="medium" alignY="center">
          <Avatar name={user.fullName} src={current ?? null} />
          <Text tone="secondary">{chosen ? chosen.name : t.settings.noImageChosen}</Text>
        </Inline>
        <ImagePicker
          label={t.settings.chooseImage}
          buttonText={t.settings.chooseImage}
          hint={t.common.imageFormatsHint}
          chosenLabel={t.common.chosenImages}
          onChange={(files) => setChosen(acceptedImages(files)[0] ?? null)}
        />
        <Inline space="small" align="flex-end">
          <Button
            isDisabled={!chosen}
            isPending={upload.isPending}
            pendingLabel={t.common.loading}
            onPress={() => void onUpload()}
          >
            {t.settings.uploadImage}
          </Button>
        </Inline>
      </FormSection>
    </Box>
  );
}
