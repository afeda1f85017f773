import { useEffect, useId, useState } from 'react';
import { type DropItem, DropZone, type FileDropItem, FileTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { dropZone, hint, label as labelStyle, preview, previews, root } from './ImagePicker.css';
import {
  imageExtensions,
  imageMimeTypes,
  invalidFormatMessage,
  isAcceptedImage,
} from './imageFormats';

export interface ImagePickerProps {
  /** Names the drop zone and the choose button. */
  label: string;
  /** Several images at once; a selection with any other format is rejected whole. */
  allowsMultiple?: boolean;
  /** Receives only accepted images (never an empty list). */
  onChange: (files: File[]) => void;
  isDisabled?: boolean;
  /** Text of the choose button. */
  buttonText?: string;
  /** The line beside the button naming the accepted formats; pass it in the user's language. */
  hint?: string;
  /** Accessible name of the list of chosen images; defaults to "{label}: chosen". */
  chosenLabel?: string;
}

const acceptedFileTypes = [...imageMimeTypes, ...imageExtensions.map((ext) => `.${ext}`)];

/**
 * Picks images (png, jpeg, jpg, webp, avif) by button (RAC `FileTrigger`, Enter/Space opens the
 * file dialog) or by drag and drop (RAC `DropZone`), and previews them.
 * Single mode ignores other files (they never reach `onChange`); multiple mode rejects the whole
 * selection if any file has another format and logs 'Format is not valid!' to the console.
 *
 * States and hooks: `[data-component="ImagePicker"]`, `[data-multiple]`; drop zone
 * `[data-part="dropzone"]` with `[data-drop-target]`, `[data-focus-visible]`, `[data-disabled]`;
 * `[data-part="previews"]`.
 */
export function ImagePicker({
  label,
  allowsMultiple = false,
  onChange,
  isDisabled = false,
  buttonText = allowsMultiple ? 'Choose images' : 'Choose image',
  hint: hintText = 'PNG, JPEG, JPG, WEBP or AVIF; or drop here.',
  chosenLabel = `${label}: chosen`,
}: ImagePickerProps) {
  const [chosen, setChosen] = useState<File[]>([]);
  const shown = useObjectUrls(chosen);
  const labelId = useId();

  const accept = (files: File[]) => {
    if (files.length === 0) return;
    let picked: File[];
    if (allowsMultiple) {
      if (!files.every(isAcceptedImage)) {
        console.error(invalidFormatMessage);
        return;
      }
      picked = files;
    } else {
      const first = files.find(isAcceptedImage);
      if (first === undefined) return;
      picked = [first];
    }
    setChosen(picked);
    onChange(picked);
  };

  return (
    <div className={root} data-component="ImagePicker" data-multiple={allowsMultiple || undefined}>
      <span id={labelId} className={labelStyle} data-part="label">
        {label}
      </span>
      <DropZone
        className={dropZone}
        aria-labelledby={labelId}
        isDisabled={isDisabled}
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        onDrop={async (event) =>
          accept(await Promise.all(event.items.filter(isFile).map((item) => item.getFile())))
        }
        data-part="dropzone"
      >
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => accept(list === null ? [] : Array.from(list))}
        >
          <Button
            variant="secondary"
            size="small"
            isDisabled={isDisabled}
            aria-describedby={labelId}
          >
            <Icon name="upload" size="small" />
            {buttonText}
          </Button>
        </FileTrigger>
        <span className={hint} data-part="hint">
          {hintText}
        </span>
      </DropZone>
      {shown.length > 0 ? (
        <ul className={previews} aria-label={chosenLabel} data-part="previews">
          {shown.map(({ file, url }) => (
            <li key={url}>
              <img className={preview} src={url} alt={file.name} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function isFile(item: DropItem): item is FileDropItem {
  return item.kind === 'file';
}

/** Object URLs for previews, revoked when the files change or the picker unmounts. */
function useObjectUrls(files: File[]): Array<{ file: File; url: string }> {
  const [shown, setShown] = useState<Array<{ file: File; url: string }>>([]);
  useEffect(() => {
    const created = files.map((file) => ({ file, url: URL.createObjectURL(file) }));
    setShown(created);
    return () => {
      for (const { url } of created) URL.revokeObjectURL(url);
    };
  }, [files]);
  return shown;
}
