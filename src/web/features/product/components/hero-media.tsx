/**
 * The hero of the quick-view and the product page: the product's video (muted, looping, the image as
 * poster) or, without one, under reduced motion or if it fails, the image. Its box is reserved. A looping
 * video gets a pause button (WCAG 2.2.2: moving content longer than 5 s can be stopped).
 */
import { Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../../lib/use-reduced-motion.js';

interface HeroMediaProps {
  videoUrl: string | null;
  imageUrl: string;
  width: number;
  height: number;
  alt: string;
  className?: string;
}

export function HeroMedia({ videoUrl, imageUrl, width, height, alt, className = '' }: HeroMediaProps) {
  const { t } = useTranslation('product');
  const reducedMotion = useReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [paused, setPaused] = useState(false);
  const style = { aspectRatio: `${width} / ${height}` };
  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => setPaused(true));
    else video.pause();
  };

  if (videoUrl && !reducedMotion && !failed) {
    return (
      <div className="relative">
        <video
          ref={videoRef}
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
          onPlay={() => setPaused(false)}
          onPause={() => setPaused(true)}
        />
        <button
          type="button"
          className="icon-button absolute bottom-2 left-2 bg-page/80"
          onClick={toggle}
          aria-label={paused ? t('hero.play') : t('hero.pause')}
          data-hero-video-toggle=""
        >
          {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
        </button>
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
