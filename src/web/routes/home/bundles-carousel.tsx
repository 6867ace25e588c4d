/**
 * Bundles carousel (spec §2 Home, HOME-08..12): at most 5 bundles, by id descending, one at a time;
 * previous / next wrap around, and the left / right arrow keys move it while it has focus.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { HOME_LIMITS } from '../../../shared/constants.js';
import type { HomeData } from '../../../shared/contracts/get-products.js';
import { BundleSlide } from './bundle-slide.js';

export function bundlesForCarousel(bundles: HomeData['bundles']): HomeData['bundles'] {
  return [...bundles].sort((a, b) => b.id - a.id).slice(0, HOME_LIMITS.bundles);
}

export function BundlesCarousel({ bundles: all }: { bundles: HomeData['bundles'] }) {
  const { t } = useTranslation();
  const bundles = bundlesForCarousel(all);
  const [index, setIndex] = useState(0);
  const count = bundles.length;
  const current = bundles[index % Math.max(count, 1)];
  const move = (step: number) => setIndex((value) => (value + step + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  };

  if (!current) return <p className="text-text-secondary">{t('home.bundles.none')}</p>;
  return (
    <div
      role="region"
      aria-roledescription={t('home.bundles.carousel')}
      aria-label={t('home.bundles.carouselLabel')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-card"
      data-bundles-carousel=""
      data-index={index}
    >
      <div
        role="group"
        aria-roledescription={t('home.bundles.slide')}
        aria-label={t('home.bundles.position', { current: index + 1, total: count })}
        data-bundle-id={current.id}
      >
        <BundleSlide key={current.id} bundle={current} />
      </div>
      {count > 1 && (
        <div className="mt-4 flex items-center justify-center gap-3">
          <button type="button" className="icon-button border border-border" onClick={() => move(-1)} aria-label={t('home.bundles.previous')}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <div className="flex items-center gap-2" aria-hidden="true">
            {bundles.map((bundle, dot) => (
              <span key={bundle.id} className={`h-2 rounded-full transition-all duration-200 ${dot === index ? 'w-6 bg-link' : 'w-2 bg-border'}`} />
            ))}
          </div>
          <p className="sr-only" aria-live="polite">{t('home.bundles.position', { current: index + 1, total: count })}</p>
          <button type="button" className="icon-button border border-border" onClick={() => move(1)} aria-label={t('home.bundles.next')}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
}
