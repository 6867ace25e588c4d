/**
 * The backup codes, shown once (after turning two-step verification on, or generating new ones): copy them
 * all, or download them as a .txt file. The "copied" mark lasts 2 s (§9); a clipboard failure is ignored,
 * the codes stay on screen and can be downloaded (§8 clipboard failure).
 */
import { Check, Copy, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/react.js';
import { saveFile } from '../../lib/save-file.js';

const COPIED_MS = 2000;
export const BACKUP_CODES_FILE_NAME = 'pixelkeys-backup-codes.txt';

export function BackupCodes({ codes, email, onDone }: { codes: readonly string[]; email: string; onDone(): void }) {
  const { t } = useTranslation('account');
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true), () => undefined);
  };
  const download = () => {
    const text = [t('profile.twoFactor.fileHeading', { email }), '', ...codes, '', t('profile.twoFactor.fileNote'), ''].join('\n');
    saveFile(BACKUP_CODES_FILE_NAME, text, 'text/plain;charset=utf-8');
  };

  return (
    <div className="flex flex-col gap-3" data-backup-codes="">
      <h3 ref={heading} tabIndex={-1} className="font-semibold text-text">{t('profile.twoFactor.backupTitle')}</h3>
      <p className="text-sm text-text-secondary">{t('profile.twoFactor.backupText')}</p>
      <ol className="grid grid-cols-2 gap-2 rounded-control border border-border bg-page p-3 font-mono text-sm tabular-nums sm:grid-cols-3">
        {codes.map((code) => <li key={code} className="text-text" data-backup-code="">{code}</li>)}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={copy}>
          {copied ? <Check aria-hidden="true" className="size-4 text-success" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? t('profile.twoFactor.copied') : t('profile.twoFactor.copy')}
        </button>
        <button type="button" className="btn-secondary" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          {t('profile.twoFactor.download')}
        </button>
        <button type="button" className="btn-primary" onClick={onDone}>{t('profile.twoFactor.done')}</button>
      </div>
      <p role="status" className="sr-only">{copied ? t('profile.twoFactor.copied') : ''}</p>
    </div>
  );
}
