import { deflateSync } from 'node:zlib';
import type { FileStore } from '../../services/files.js';

/**
 * Small demo photos drawn in code (no binary files in the repository): a house against the sky
 * on a lawn, in a handful of colour schemes, as real PNGs the file store serves like uploads.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

type Rgb = readonly [number, number, number];

/** An RGB PNG of `width` × `height` whose pixels `colour(x, y)` paints. */
export function png(
  width: number,
  height: number,
  colour: (x: number, y: number) => Rgb,
): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array(0)),
    ]),
  );
}

const SCHEMES: { wall: Rgb; roof: Rgb; door: Rgb; sky: Rgb }[] = [
  { wall: [214, 186, 150], roof: [120, 60, 50], door: [40, 70, 110], sky: [150, 200, 240] },
  { wall: [240, 236, 226], roof: [70, 75, 85], door: [150, 30, 40], sky: [170, 210, 245] },
  { wall: [176, 92, 70], roof: [60, 60, 65], door: [30, 90, 60], sky: [200, 215, 235] },
  { wall: [228, 210, 170], roof: [100, 70, 50], door: [20, 40, 80], sky: [255, 200, 150] },
  { wall: [190, 200, 210], roof: [50, 55, 70], door: [200, 150, 40], sky: [140, 180, 230] },
  { wall: [245, 245, 240], roof: [30, 90, 110], door: [60, 60, 60], sky: [120, 190, 235] },
];

export const DEMO_PHOTO_COUNT = SCHEMES.length * 2;
export const demoPhotoKey = (index: number) =>
  `properties/demo-${String(index % DEMO_PHOTO_COUNT).padStart(2, '0')}.png`;

/** Demo photo `index`: odd ones are a wider house, even ones a taller one. */
export function demoPhoto(index: number): Uint8Array {
  const scheme = SCHEMES[index % SCHEMES.length] ?? SCHEMES[0];
  if (!scheme) throw new Error('No colour scheme');
  const wide = index % 2 === 1;
  const width = 96;
  const height = 64;
  const left = wide ? 18 : 30;
  const right = wide ? 78 : 66;
  const eaves = wide ? 34 : 28;
  const ground = 52;
  const apex = eaves - (right - left) / 2.5;
  return png(width, height, (x, y) => {
    if (y >= ground) return [90 + ((x * 7 + y * 3) % 20), 150, 80];
    const inWalls = x >= left && x < right && y >= eaves;
    const half = (right - left) / 2;
    const centre = left + half;
    const roofWidth = ((y - apex) / (eaves - apex)) * (half + 3);
    const inRoof = y >= apex && y < eaves && Math.abs(x - centre) <= roofWidth;
    if (inRoof) return scheme.roof;
    if (inWalls) {
      const doorLeft = centre - 4;
      if (x >= doorLeft && x < doorLeft + 8 && y >= ground - 14) return scheme.door;
      const windowRow = y >= eaves + 5 && y < eaves + 11;
      const windowCol = (x - left) % 14 >= 4 && (x - left) % 14 < 10;
      if (windowRow && windowCol) return [200, 225, 240];
      return scheme.wall;
    }
    const t = y / ground;
    return [
      Math.round(scheme.sky[0] * (1 - t * 0.3)),
      Math.round(scheme.sky[1] * (1 - t * 0.2)),
      Math.round(scheme.sky[2]),
    ];
  });
}

/** Puts the demo photos into the file store when they are not there yet. */
export async function ensureDemoPhotos(files: FileStore): Promise<void> {
  for (let index = 0; index < DEMO_PHOTO_COUNT; index++) {
    const key = demoPhotoKey(index);
    if (!(await files.get(key))) await files.put(key, demoPhoto(index), 'image/png');
  }
}
