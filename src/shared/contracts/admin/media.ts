/**
 * Images the operator uploads from the product form (issue 12 §3, decision 0026): `POST
 * /api/admin/uploadMedia?kind=cover|banner|shot` with the file as the body (raw, or a multipart form's `file`
 * field). The store checks the type by the file's first bytes, resizes it to the storefront's size for the
 * kind (ARTWORK_SIZE, cover-cropped), stores it as WebP by content hash and answers where it is served.
 */
import { z } from 'zod';

/** What an upload becomes, at the storefront's sizes (src/server/modules/media/artwork.ts ARTWORK_SIZE). */
export const MEDIA_UPLOAD_KINDS = ['cover', 'banner', 'shot'] as const;
export type MediaUploadKind = (typeof MEDIA_UPLOAD_KINDS)[number];

/** The largest file taken: 8 MiB (413 beyond). */
export const MEDIA_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** A multipart body carries the file and its framing: the body limit leaves room for that. */
export const MEDIA_UPLOAD_MAX_BODY_BYTES = MEDIA_UPLOAD_MAX_BYTES + 64 * 1024;
/** The largest image decoded: 50 megapixels (413 beyond; sharp's limitInputPixels). */
export const MEDIA_UPLOAD_MAX_PIXELS = 50_000_000;
/** The types taken, told by their first bytes: anything else is refused with 415. */
export const MEDIA_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** An uploaded file's name: the SHA-256 of the WebP bytes, in hex. */
export const UPLOADED_MEDIA_FILE = /^[0-9a-f]{64}\.webp$/;
/** Where the store serves an upload kept in DATA_DIR/media (with S3 settings, the bucket's public URL instead). */
export const uploadedMediaPath = (file: string) => `/media/${file}`;

export const UploadMediaQuerySchema = z.object({
  kind: z.enum(MEDIA_UPLOAD_KINDS, { message: `must be one of ${MEDIA_UPLOAD_KINDS.join(', ')}` }),
});
export type UploadMediaQuery = z.input<typeof UploadMediaQuerySchema>;

export const UploadMediaResponseSchema = z.object({
  /** `/media/<sha256>.webp`, or the file's URL in the bucket when the store keeps media in S3. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadMediaResponse = z.infer<typeof UploadMediaResponseSchema>;
