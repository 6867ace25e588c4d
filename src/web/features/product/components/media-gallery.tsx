/**
 * Media gallery (spec §2, §9, QV-20..23, PDP-25/26): the first image large, the next 3 small and, with
 * more than 4, a See all tile; each opens the fullscreen lightbox at its image. The lightbox is a lazy
 * chunk, fetched on first use. Shared by the quick-view and the product page.
 */
import { Images } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';

const Lightbox = lazy(() => import('./lightbox.js'));

export const GALLERY_SMALL_COUNT = 3;
const SHOT_WIDTH = 1280;
const SHOT_HEIGHT = 720;

interface MediaGalleryProps {
  media: readonly string[];
  title: string;
}

export function MediaGallery({ media, title }: MediaGalleryProps) {
  const { t } = useTranslation('product');
  const [openAt, setOpenAt] = useState<number | null>(null);
  if (media.length === 0) return null;
  const [first, ...rest] = media;
  const small = rest.slice(0, GALLERY_SMALL_COUNT);
  const seeAll = media.length > 1 + GALLERY_SMALL_COUNT;

  const tile = (url: string, index: number, large = false) => (
    <li key={`${index}-${url}`} className={large ? 'col-span-4' : ''}>
      <button
        type="button"
        className="group block w-full overflow-hidden rounded-control border border-border bg-overlay"
        aria-label={t('gallery.open', { index: index + 1, count: media.length })}
        data-gallery-item={large ? 'large' : 'small'}
        onClick={() => setOpenAt(index)}
      >
        <img
          src={url}
          alt=""
          width={SHOT_WIDTH}
          height={SHOT_HEIGHT}
          loading="lazy"
          decoding="async"
          className="aspect-video h-auto w-full object-cover transition duration-200 ease-out group-hover:scale-[1.03]"
        />
      </button>
    </li>
  );

  return (
    <>
      <ul className="grid grid-cols-4 gap-2" data-gallery="">
        {tile(first!, 0, true)}
        {small.map((url, index) => tile(url, index + 1))}
        {seeAll && (
          <li>
            <button
              type="button"
              className="flex aspect-video w-full flex-col items-center justify-center gap-1 rounded-control border border-border bg-overlay text-sm font-semibold text-text hover:border-link"
              data-gallery-see-all=""
              onClick={() => setOpenAt(1 + GALLERY_SMALL_COUNT)}
            >
              <Images aria-hidden="true" className="size-5" />
              {/* The visible words start the accessible name (WCAG 2.5.3, label in name); the count follows for screen readers. */}
              <span>{t('gallery.seeAll')} (+{media.length - 1 - GALLERY_SMALL_COUNT})<span className="sr-only">{t('gallery.seeAllCount', { count: media.length })}</span></span>
            </button>
          </li>
        )}
      </ul>
      {openAt !== null && (
        <Suspense fallback={null}>
          <Lightbox media={media} title={title} startAt={openAt} onClose={() => setOpenAt(null)} />
        </Suspense>
      )}
    </>
  );
}
