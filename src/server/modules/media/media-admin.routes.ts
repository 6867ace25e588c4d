/** The back office's image upload (issue 12 §3, decision 0026); the checks and the storage are in uploads.ts. */
import {
  MEDIA_UPLOAD_TYPES, UploadMediaQuerySchema, UploadMediaResponseSchema, type UploadMediaResponse,
} from '../../../shared/contracts/admin/media.js';
import { AppError } from '../../http/app-error.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { adminUpload } from '../admin/admin-gate.js';
import { recordAudit } from '../audit/audit.js';
import { mediaStorage, processUpload } from './uploads.js';

/** The file of a multipart form's `file` field, or the whole body. */
async function uploadedBytes(request: { header(name: string): string | undefined; formData(): Promise<FormData>; arrayBuffer(): Promise<ArrayBuffer> }) {
  if (/^multipart\/form-data\b/i.test(request.header('content-type') ?? '')) {
    const file = (await request.formData().catch(() => null))?.get('file');
    if (!(file instanceof Blob)) throw new AppError('invalid_input', "Invalid field 'file': must be a file", { issues: [{ parameter: 'file', message: 'must be a file' }] });
    return new Uint8Array(await file.arrayBuffer());
  }
  return new Uint8Array(await request.arrayBuffer());
}

export function registerMediaAdmin(app: AppHono, { database, env }: AppDeps): void {
  const storage = mediaStorage(env);
  adminUpload(app, {
    name: 'uploadMedia',
    summary: 'Upload a cover, banner or screenshot (JPEG, PNG, WebP or AVIF, at most 8 MiB and 50 megapixels): resized to the storefront size, stored as WebP by content hash',
    query: UploadMediaQuerySchema, response: UploadMediaResponseSchema, contentTypes: [...MEDIA_UPLOAD_TYPES, 'application/octet-stream', 'multipart/form-data'],
  }, async ({ kind }, { actor, c }): Promise<UploadMediaResponse> => {
    const bytes = await uploadedBytes(c.req);
    const image = await processUpload(bytes, kind);
    // The file first: it is named by its content, so one left behind by a failed audit is harmless and
    // the next upload of the same bytes finds it.
    const url = await storage.put(image.hash, image.webp);
    const answer = { url, width: image.width, height: image.height };
    await database.transaction((query) => recordAudit(query, actor, {
      action: 'media.upload', targetType: 'media', targetId: image.hash,
      after: { ...answer, kind, type: image.type, bytes: bytes.length, stored_bytes: image.webp.length, storage: storage.where },
    }));
    return answer;
  });
}
