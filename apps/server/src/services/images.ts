import { randomUUID } from 'node:crypto';
import { apiMessage } from '@staydesk/domain';
import { refusal } from '../lib/errors.js';

/** The five image types of spec §5, recognised by their leading bytes, not by the claimed type. */
const SIGNATURES: { type: string; extension: string; matches: (b: Uint8Array) => boolean }[] = [
  {
    type: 'image/png',
    extension: 'png',
    matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  },
  {
    type: 'image/jpeg',
    extension: 'jpg',
    matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'image/webp',
    extension: 'webp',
    matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
  {
    type: 'image/avif',
    extension: 'avif',
    matches: (b) => ascii(b, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(b, 8, 12)),
  },
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

export const ACCEPTED_IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'webp', 'avif'] as const;

export interface CheckedImage {
  bytes: Uint8Array;
  contentType: string;
  key: string;
  name: string;
}

/** Accepts png, jpeg, jpg, webp and avif up to `maxBytes`; anything else is a 400 or 413. */
export async function checkImage(
  file: File,
  field: string,
  folder: string,
  maxBytes: number,
): Promise<CheckedImage> {
  if (file.size > maxBytes) {
    const megabytes = Math.round(maxBytes / 1024 / 1024);
    throw refusal(413, apiMessage('imageTooLarge', { megabytes }), {
      fields: { [field]: 'Image is too large' },
      issues: { [field]: { code: 'imageTooLargeField' } },
    });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const signature = SIGNATURES.find((candidate) => candidate.matches(bytes));
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const allowedName = (ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (!signature || !allowedName) {
    throw refusal(400, apiMessage('imageTypeRefused'), {
      fields: { [field]: 'Format is not valid!' },
      issues: { [field]: { code: 'imageFormatInvalid' } },
    });
  }
  const name =
    file.name.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || `image.${signature.extension}`;
  return {
    bytes,
    contentType: signature.type,
    key: `${folder}/${randomUUID()}.${signature.extension}`,
    name,
  };
}

export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};
