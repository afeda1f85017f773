import { acceptedImages } from '@staydesk/domain';
import { Box, ImagePicker, Stack } from '@staydesk/ui';
import { useEffect, useState } from 'react';
import { useCompanyRecordTexts } from '../record-messages';

/** A preview address for a chosen file, released when the file changes or the view leaves. */
export function useObjectUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The single logo picker: files other than png, jpeg, jpg, webp or avif are ignored (spec §5). */
export function LogoPicker({
  value,
  currentUrl,
  onChange,
}: {
  value: File | null;
  currentUrl?: string | undefined;
  onChange: (file: File | null) => void;
}) {
  const t = useCompanyRecordTexts();
  const preview = useObjectUrl(value) ?? currentUrl;
  return (
    <Stack space="xsmall">
      <ImagePicker
        label={t.companyRecord.fields.chooseLogo}
        buttonText={t.companyRecord.fields.chooseLogo}
        hint={t.common.imageFormatsHint}
        chosenLabel={t.common.chosenImages}
        onChange={(files) => {
          const [file] = acceptedImages(files);
          if (file) onChange(file);
        }}
      />
      {preview ? (
        <img src={preview} alt={t.companyRecord.fields.logo} width={96} height={96} />
      ) : (
        <Box>{t.companyRecord.fields.noLogo}</Box>
      )}
      {value ? <Box>{value.name}</Box> : null}
    </Stack>
  );
}
