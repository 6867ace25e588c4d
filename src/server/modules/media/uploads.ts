/**
 * Images the operator uploads (issue 12 §3, decision 0026): the type told by the file's first bytes, the
 * size and pixel limits, the resize to the storefront's size for the kind (cover-cropped, WebP, no
 * metadata) with sharp, and where the result is kept: DATA_DIR/media/<sha256>.webp, served at
 * /media/<sha256>.webp, or an S3 bucket when the store is configured for one.
 *
 * sharp and the S3 client are imported on the first upload, never at start-up: the storefront does not
 * load them.
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  MEDIA_UPLOAD_MAX_BYTES, MEDIA_UPLOAD_MAX_PIXELS, uploadedMediaPath, type MediaUploadKind,
} from '../../../shared/contracts/admin/media.js';
import type { Env } from '../../env.js';
import { AppError } from '../../http/app-error.js';
import { IMMUTABLE } from '../../http/cache.js';
import { ARTWORK_SIZE } from './artwork.js';

type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image type the bytes begin with (magic numbers), whatever the file's name or Content-Type say. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  // An ISO-BMFF `ftyp` box whose major or compatible brands name AVIF.
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length, 64);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      if (at === 12) continue; // The minor version, not a brand.
      if (['avif', 'avis'].includes(ascii(bytes, at, at + 4))) return 'image/avif';
    }
  }
  return null;
}

const unsupported = (message: string) => new AppError('unsupported_media_type', message, { accepted: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] });
const tooLarge = (message: string, details: Record<string, number>) => new AppError('payload_too_large', message, details);

export interface ProcessedImage {
  webp: Buffer;
  hash: string;
  width: number;
  height: number;
  type: ImageType;
}

/** Checks and converts an upload: 415 for a type not taken or bytes that are not an image, 413 past the limits. */
export async function processUpload(bytes: Uint8Array, kind: MediaUploadKind): Promise<ProcessedImage> {
  if (bytes.length > MEDIA_UPLOAD_MAX_BYTES) {
    throw tooLarge(`The file must be at most ${MEDIA_UPLOAD_MAX_BYTES} bytes`, { maxBytes: MEDIA_UPLOAD_MAX_BYTES });
  }
  const type = sniffImageType(bytes);
  if (!type) throw unsupported('The file is not a JPEG, PNG, WebP or AVIF image');
  const { default: sharp } = await import('sharp');
  const input = () => sharp(bytes, { limitInputPixels: MEDIA_UPLOAD_MAX_PIXELS, failOn: 'error' });
  let metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported(`The file begins as ${type} but cannot be read as an image`);
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MEDIA_UPLOAD_MAX_PIXELS) {
    throw tooLarge(`The image must be at most ${MEDIA_UPLOAD_MAX_PIXELS / 1_000_000} megapixels`, { maxPixels: MEDIA_UPLOAD_MAX_PIXELS, pixels });
  }
  const { width, height } = ARTWORK_SIZE[kind];
  let webp: Buffer;
  try {
    // rotate(): the EXIF orientation is applied before the metadata (EXIF, ICC, XMP) is left out of the output.
    webp = await input().rotate().resize(width, height, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) {
      throw tooLarge(`The image must be at most ${MEDIA_UPLOAD_MAX_PIXELS / 1_000_000} megapixels`, { maxPixels: MEDIA_UPLOAD_MAX_PIXELS });
    }
    throw unsupported(`The file begins as ${type} but cannot be read as an image`);
  }
  return { webp, hash: createHash('sha256').update(webp).digest('hex'), width, height, type };
}

/** Where uploads are kept: put the WebP bytes under their hash, answer the URL they are read from. */
export interface MediaStorage {
  readonly where: 'disk' | 's3';
  put(hash: string, webp: Buffer): Promise<string>;
}

/** DATA_DIR/media, the folder /media/<sha256>.webp is served from (DATA_DIR defaults to ./data on both engines). */
export const mediaDir = (dataDir: string) => join(resolve(dataDir), 'media');

function diskStorage(dataDir: string): MediaStorage {
  const dir = mediaDir(dataDir);
  return {
    where: 'disk',
    async put(hash, webp) {
      const file = `${hash}.webp`;
      const path = join(dir, file);
      const exists = await stat(path).then(() => true, () => false);
      if (!exists) {
        await mkdir(dir, { recursive: true });
        // Written aside and renamed: a reader never sees half a file, and two uploads of the same bytes
        // write the same content.
        const partial = `${path}.${process.pid}.${Date.now()}.part`;
        await writeFile(partial, webp);
        await rename(partial, path);
      }
      return uploadedMediaPath(file);
    },
  };
}

type S3Env = { [K in 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_PUBLIC_URL']: string } & Pick<Env, 'S3_ENDPOINT'>;

function s3Storage(env: S3Env): MediaStorage {
  let client: Promise<{ send(webp: Buffer, key: string): Promise<void> }> | undefined;
  const connect = async () => {
    const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3');
    const s3 = new S3Client({
      region: env.S3_REGION, ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    });
    return {
      async send(webp: Buffer, key: string) {
        await s3.send(new PutObjectCommand({
          Bucket: env.S3_BUCKET, Key: key, Body: webp, ContentType: 'image/webp', CacheControl: IMMUTABLE,
        }));
      },
    };
  };
  return {
    where: 's3',
    async put(hash, webp) {
      client ??= connect();
      const key = `${hash}.webp`;
      await (await client).send(webp, key);
      return `${env.S3_PUBLIC_URL}/${key}`;
    },
  };
}

/** The storage the configuration names: the bucket when every S3 setting is there, DATA_DIR/media otherwise. */
export function mediaStorage(env: Env): MediaStorage {
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL, S3_ENDPOINT } = env;
  if (S3_BUCKET && S3_REGION && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY && S3_PUBLIC_URL) {
    return s3Storage({ S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL, S3_ENDPOINT });
  }
  return diskStorage(env.DATA_DIR);
}
