/**
 * The image files a picker accepts (spec §5). Apart from validation.ts, which the dashboard reads
 * at start-up, so that its first screen does not carry them.
 */
export const IMAGE_FORMAT_INVALID_MESSAGE = 'Format is not valid!';

/** Spec §5 image types, as MIME types and as file-name extensions. */
export const ACCEPTED_IMAGE_TYPES = {
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'],
  extensions: ['png', 'jpeg', 'jpg', 'webp', 'avif'],
} as const;

/** The value for an <input type="file" accept>. */
export const ACCEPTED_IMAGE_ACCEPT = [
  ...ACCEPTED_IMAGE_TYPES.mimeTypes,
  ...ACCEPTED_IMAGE_TYPES.extensions.map((extension) => `.${extension}`),
].join(',');

export interface FileLike {
  readonly name: string;
  readonly type: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The browser's MIME type decides when it gives one; some browsers leave it empty (avif on older
 * engines), and then the file name's extension decides.
 */
export function isAcceptedImage(file: FileLike): boolean {
  const type = file.type.trim().toLowerCase();
  if (type !== '') return (ACCEPTED_IMAGE_TYPES.mimeTypes as readonly string[]).includes(type);
  return (ACCEPTED_IMAGE_TYPES.extensions as readonly string[]).includes(extensionOf(file.name));
}

/** The single picker ignores files of other types. */
export function acceptedImages<F extends FileLike>(files: readonly F[]): F[] {
  return files.filter(isAcceptedImage);
}

export type ImageSelection<F extends FileLike> =
  | { readonly ok: true; readonly files: F[] }
  | { readonly ok: false; readonly message: typeof IMAGE_FORMAT_INVALID_MESSAGE };

/** The multi-picker rejects the whole selection when any file is of another type. */
export function validateImageSelection<F extends FileLike>(files: readonly F[]): ImageSelection<F> {
  return files.every(isAcceptedImage)
    ? { ok: true, files: [...files] }
    : { ok: false, message: IMAGE_FORMAT_INVALID_MESSAGE };
}
