/**
 * The hero of the quick-view and the product page: the product's video (muted, looping, the image as
 * poster) or, without one, under reduced motion or if it fails, the image. Its box is reserved. A looping
 * video gets a pause button (WCAG 2.2.2: moving content longer than 5 s can be stopped).
 */
import { useState, useSyncExternalStore } from 'react';
import { useVideoToggle, VideoToggleButton } from '../../../components/ui/video-toggle.js';
import { useReducedMotion } from '../../../lib/use-reduced-motion.js';

interface HeroMediaProps {
  videoUrl: string | null;
  imageUrl: string;
  width: number;
  height: number;
  alt: string;
  className?: string;
}

const noSubscription = () => () => {};

/**
 * False on the server and while a server-drawn page hydrates, true after (React renders again when the two
 * differ) and at once in a page the browser draws. The video comes only then: one in the server's HTML would
 * start loading, and could fail, before React listens to its events.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

export function HeroMedia({ videoUrl, imageUrl, width, height, alt, className = '' }: HeroMediaProps) {
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  const { ref, paused, toggle, videoEvents } = useVideoToggle();
  const style = { aspectRatio: `${width} / ${height}` };

  if (videoUrl && hydrated && !reducedMotion && !failed) {
    return (
      <div className="relative">
        <video
          ref={ref}
          className={`block h-auto w-full bg-overlay object-cover ${className}`}
          style={style}
          src={videoUrl}
          poster={imageUrl}
          width={width}
          height={height}
          muted
          loop
          autoPlay
          playsInline
          preload="metadata"
          aria-label={alt}
          data-hero-video=""
          onError={() => setFailed(true)}
          {...videoEvents}
        />
        <VideoToggleButton paused={paused} onToggle={toggle} dataAttribute="data-hero-video-toggle" />
      </div>
    );
  }
  return (
    <img
      className={`block h-auto w-full bg-overlay object-cover ${className}`}
      style={style}
      src={imageUrl}
      width={width}
      height={height}
      alt={alt}
      data-hero-image=""
    />
  );
}
