/**
 * The "Upload" button beside an image field of the back office (issue 12 §3, decision 0026): a real file
 * input with its label (keyboard: Tab to it, Enter or Space opens the picker), the file sent as the body of
 * `uploadMedia` with its progress, and the stored image's address handed to the field. Refusals (too large,
 * not an image) in the operator's language.
 */
import { Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import {
  MEDIA_UPLOAD_MAX_BYTES, MEDIA_UPLOAD_TYPES, UploadMediaResponseSchema, type MediaUploadKind, type UploadMediaResponse,
} from '../../shared/contracts/admin/media.js';
import { smallButton } from './parts.js';

type Failure = 'tooLarge' | 'type' | 'failed';
type State = { step: 'idle' } | { step: 'sending'; percent: number } | { step: 'done'; answer: UploadMediaResponse } | { step: 'error'; failure: Failure };

const failureOf = (status: number): Failure => (status === 413 ? 'tooLarge' : status === 415 ? 'type' : 'failed');

/** Sends the file as the body (the browser adds the page's Origin), reporting the share sent. */
function send(file: File, kind: MediaUploadKind, onProgress: (percent: number) => void): Promise<UploadMediaResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/admin/uploadMedia?kind=${kind}`);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded * 100) / event.total));
    };
    request.onload = () => {
      const answer = request.status === 200 ? UploadMediaResponseSchema.safeParse(JSON.parse(request.responseText || 'null')) : undefined;
      if (answer?.success) resolve(answer.data);
      else reject(failureOf(request.status));
    };
    request.onerror = () => reject('failed' satisfies Failure);
    request.send(file);
  });
}

export function MediaUpload({ kind, onUploaded }: { kind: MediaUploadKind; onUploaded(url: string): void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  const sending = state.step === 'sending';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    // The same file may be chosen again after a refusal or another upload.
    input.value = '';
    if (file.size > MEDIA_UPLOAD_MAX_BYTES) return setState({ step: 'error', failure: 'tooLarge' });
    setState({ step: 'sending', percent: 0 });
    try {
      const answer = await send(file, kind, (percent) => setState({ step: 'sending', percent }));
      onUploaded(answer.url);
      setState({ step: 'done', answer });
    } catch (failure) {
      setState({ step: 'error', failure: typeof failure === 'string' ? failure as Failure : 'failed' });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <label htmlFor={id}
        className={`${smallButton} cursor-pointer has-[:disabled]:cursor-wait has-[:disabled]:opacity-70 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-link`}>
        <Upload aria-hidden="true" className="size-4" />
        {t(`media.upload.${kind}`)}
        <input id={id} type="file" className="sr-only" accept={MEDIA_UPLOAD_TYPES.join(',')} disabled={sending} onChange={(event) => void choose(event)} />
      </label>
      <div aria-live="polite" className="flex items-center gap-2 text-text-secondary">
        {sending && (
          <>
            <progress max={100} value={state.percent} className="h-2 w-24" aria-label={t('media.uploading')} />
            <span>{t('media.percent', { percent: state.percent })}</span>
          </>
        )}
        {state.step === 'done' && <span>{t('media.uploaded', { width: state.answer.width, height: state.answer.height })}</span>}
      </div>
      {state.step === 'error' && <p role="alert" className="w-full font-medium text-danger-text">{t(`media.errors.${state.failure}`)}</p>}
    </div>
  );
}
