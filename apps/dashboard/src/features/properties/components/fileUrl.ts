import type { FileRef } from '@staydesk/domain';
import { env } from '../../../config/env';

/**
 * Where a stored photo is served: the address the upload answered with, else the file host of
 * spec §5 (CLOUD_FILE_HOST_URL) and the file's key (the list and record answers carry keys only).
 */
export function fileUrl(file: FileRef): string {
  if (file.url) return file.url;
  return `${env().CLOUD_FILE_HOST_URL.replace(/\/$/, '')}/${file.key.split('/').map(encodeURIComponent).join('/')}`;
}
