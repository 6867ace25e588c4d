/**
 * Fullscreen lightbox (spec §2, §4, QV-23..27): one image at a time, previous and next wrap around (last →
 * first, first → last), by the buttons and the arrow keys; Escape, the close button or a click beside the
 * image closes it. Its state is open/closed plus the media index (kept in data-index).
 */
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { ModalDialog } from '../../../components/ui/modal-dialog.js';

interface LightboxProps {
  media: readonly string[];
  title: string;
  startAt: number;
  onClose(): void;
}

export default function Lightbox({ media, title, startAt, onClose }: LightboxProps) {
  const { t } = useTranslation('product');
  const [index, setIndex] = useState(startAt);
  const count = media.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <ModalDialog
      onClose={onClose}
      aria-label={t('lightbox.label')}
      data-lightbox=""
      data-index={index}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-page/95 p-0"
    >
      <div
        className="flex h-full w-full flex-col items-center justify-center gap-3 p-4 md:p-10"
        onClick={(event) => { if (event.target === event.currentTarget) onClose(); }}
      >
        <p className="text-sm text-text-secondary" aria-live="polite" data-lightbox-position="">
          {t('lightbox.position', { index: index + 1, count })}
        </p>
        <img
          key={media[index]}
          src={media[index]}
          alt={t('lightbox.image', { title, index: index + 1 })}
          width={1280}
          height={720}
          className="max-h-[80dvh] w-auto max-w-full rounded-control object-contain"
          data-lightbox-image=""
        />
      </div>
      <button type="button" className="icon-button absolute right-3 top-3 bg-overlay" onClick={onClose} aria-label={t('lightbox.close')} autoFocus>
        <X aria-hidden="true" className="size-6" />
      </button>
      {count > 1 && (
        <>
          <button type="button" className="icon-button absolute left-2 top-1/2 -translate-y-1/2 bg-overlay" onClick={() => go(-1)} aria-label={t('lightbox.previous')}>
            <ChevronLeft aria-hidden="true" className="size-7" />
          </button>
          <button type="button" className="icon-button absolute right-2 top-1/2 -translate-y-1/2 bg-overlay" onClick={() => go(1)} aria-label={t('lightbox.next')}>
            <ChevronRight aria-hidden="true" className="size-7" />
          </button>
        </>
      )}
    </ModalDialog>
  );
}
