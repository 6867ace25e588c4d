/**
 * The video header of the search page (SEARCH-01): a muted looping clip behind the page's one h1. The clip
 * is decoration (hidden from assistive technology); under reduced motion it stays still (UX.md motion), and
 * otherwise a button pauses it (WCAG 2.2.2).
 * Its box has a fixed height, so nothing shifts while it loads.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { useVideoToggle, VideoToggleButton } from '../../components/ui/video-toggle.js';
import { useReducedMotion } from '../../lib/use-reduced-motion.js';

export const SEARCH_HEADER_VIDEO = '/media/video/search-header.webm';

export function SearchHeader({ title }: { title: string }) {
  const { t } = useTranslation('search');
  const reducedMotion = useReducedMotion();
  const { ref, paused, toggle, videoEvents } = useVideoToggle();
  // The server cannot know the reader's motion preference, so its HTML asks for autoplay, and the clip may
  // have started before the page's code ran: dropping the attribute then would not stop it.
  useEffect(() => {
    if (reducedMotion) ref.current?.pause();
  }, [reducedMotion, ref]);
  return (
    <header className="relative isolate flex h-40 items-end overflow-hidden rounded-card border border-border bg-raised md:h-52" data-search-header="">
      <video
        ref={ref}
        className="absolute inset-0 -z-10 h-full w-full object-cover"
        src={SEARCH_HEADER_VIDEO}
        autoPlay={!reducedMotion}
        muted
        loop
        playsInline
        preload={reducedMotion ? 'metadata' : 'auto'}
        aria-hidden="true"
        tabIndex={-1}
        data-search-video=""
        {...videoEvents}
      />
      <div className="-z-10 absolute inset-0 bg-gradient-to-t from-page via-page/70 to-page/20" aria-hidden="true" />
      {!reducedMotion && <VideoToggleButton paused={paused} onToggle={toggle} className="left-auto right-2 top-2 bottom-auto" dataAttribute="data-search-video-toggle" />}
      <div className="flex flex-col gap-1 p-4 md:p-6">
        <h1 className="text-3xl font-semibold tracking-tight text-text md:text-4xl">{t('title')}</h1>
        <p className="max-w-2xl text-text-secondary">{title ? t('resultsFor', { title }) : t('lead')}</p>
      </div>
    </header>
  );
}
