/** The spec's image formats: png, jpeg, jpg, webp and avif (jpg is jpeg's extension). */
export const imageMimeTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const;
export const imageExtensions = ['png', 'jpeg', 'jpg', 'webp', 'avif'] as const;

/** The message the multi-picker logs when it rejects a selection (spec §5). */
export const invalidFormatMessage = 'Format is not valid!';

/** By MIME type, or by extension when the browser gives no type (some drag sources). */
export function isAcceptedImage(file: File): boolean {
  if (file.type !== '') return imageMimeTypes.some((type) => type === file.type);
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return imageExtensions.some((accepted) => accepted === extension);
}
