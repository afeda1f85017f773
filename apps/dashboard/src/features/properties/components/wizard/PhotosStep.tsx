import type { FileRef } from '@staydesk/domain';
import { PROPERTY_LIMITS } from '@staydesk/domain';
import { FormSection, ImagePicker, Text } from '@staydesk/ui';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useFormat, useMessages } from '../../../../i18n';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { uploadPhoto } from '../../api/properties';
import { propertiesMessages } from '../../messages';
import { PhotoStrip } from '../PhotoStrip';
import { useWizardForm } from './wizardForm';

/**
 * Step 5: photos through the multi image picker of spec §5 (a selection with any other format
 * is refused whole); each is uploaded at once through POST /api/v1/properties/photos, in order.
 * The first photo is the cover; staff reorder or remove them here.
 */
export function PhotosStep({ title }: { title: string }) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const { control } = useWizardForm();
  const { field, fieldState } = useController({ control, name: 'images' });
  const images: FileRef[] = field.value ?? [];
  const [uploading, setUploading] = useState(0);

  const upload = async (files: File[]) => {
    const room = PROPERTY_LIMITS.images - images.length;
    const chosen = files.slice(0, Math.max(room, 0));
    setUploading(chosen.length);
    let stored = images;
    for (const file of chosen) {
      try {
        stored = [...stored, await uploadPhoto(file)];
        field.onChange(stored);
      } catch (error) {
        const text = errorMessage(error);
        if (text) toast.error(text);
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  return (
    <FormSection title={m.wizard.steps.photos} description={m.fields.photosHint}>
      <ImagePicker
        label={m.fields.photos}
        allowsMultiple
        buttonText={m.fields.choosePhotos}
        chosenLabel={m.fields.photosChosen}
        hint={m.fields.photosHint}
        isDisabled={uploading > 0 || images.length >= PROPERTY_LIMITS.images}
        onChange={(files) => void upload(files)}
      />
      {uploading > 0 ? (
        <Text role="status" tone="secondary">
          {f.message(m.fields.uploading, { count: uploading })}
        </Text>
      ) : null}
      <PhotoStrip images={images} title={title} onChange={field.onChange} />
      {fieldState.error?.message ? <Text tone="critical">{fieldState.error.message}</Text> : null}
    </FormSection>
  );
}
