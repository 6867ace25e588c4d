/**
 * An image that turns into its video while a mouse hovers it (spec §2 product card and menu promo; never
 * on touch). The video is only fetched once the pointer has stayed 200 ms (§9 hover video timeout), so
 * sweeping across a grid loads nothing; if it fails the image simply stays (§8 menu video failure).
 */
import { useEffect, useState } from 'react';
import { HOVER_VIDEO_TIMEOUT_MS } from '../../lib/ui-constants.js';
import { useReducedMotion } from '../../lib/use-reduced-motion.js';

interface HoverVideoProps {
  videoUrl: string | null;
  hovering: boolean;
  className?: string;
}

export function HoverVideo({ videoUrl, hovering, className = '' }: HoverVideoProps) {
  const reducedMotion = useReducedMotion();
  const [mounted, setMounted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const enabled = Boolean(videoUrl) && !failed && !reducedMotion;

  useEffect(() => {
    if (!enabled || !hovering) {
      setMounted(false);
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setMounted(true), HOVER_VIDEO_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [enabled, hovering]);

  if (!mounted || !videoUrl) return null;
  return (
    <video
      className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-200 ease-out ${playing ? 'opacity-100' : 'opacity-0'} ${className}`}
      src={videoUrl}
      muted
      loop
      playsInline
      autoPlay
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      data-hover-video=""
      onPlaying={() => setPlaying(true)}
      onError={() => setFailed(true)}
    />
  );
}
