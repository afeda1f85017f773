import { acceptedImages } from '@staydesk/domain';
import { Box, Button, FormLayout, ImagePicker, Inline, Stack } from '@staydesk/ui';
import { useState } from 'react';
import { useAccountsTexts } from '../messages';

/** Picks one png, jpeg, jpg, webp or avif image (others are ignored, spec §5) and uploads it. */
export function AccountImageForm({
  isPending,
  onUpload,
}: {
  isPending: boolean;
  onUpload: (image: File) => Promise<unknown>;
}) {
  const t = useAccountsTexts();
  const [chosen, setChosen] = useState<File | null>(null);
  return (
    <FormLayout>
      <Stack space="small" aria-label={t.accounts.image}>
        <ImagePicker
          label={t.accounts.chooseImage}
          buttonText={t.accounts.chooseImage}
          hint={t.common.imageFormatsHint}
          chosenLabel={t.common.chosenImages}
          onChange={(files) => setChosen(acceptedImages(files)[0] ?? null)}
        />
        <Box>{chosen ? chosen.name : t.accounts.noImageChosen}</Box>
        <Inline space="small" align="flex-end">
          <Button
            isDisabled={!chosen}
            isPending={isPending}
            pendingLabel={t.common.loading}
            onPress={() => {
              if (!chosen) return;
              onUpload(chosen).then(
                () => setChosen(null),
                // The mutation helper has already toasted the server's message.
                () => undefined,
              );
            }}
          >
            {t.accounts.uploadImage}
          </Button>
        </Inline>
      </Stack>
    </FormLayout>
  );
}
