/**
 * The hero of the quick-view and the product page: the product's video (muted, looping, the image as
 * poster) or, without one, under reduced motion or if it fails, the image. Its box is reserved.
 */
import { useState } from 'react';
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
  const reducedMotion = useReducedMotion();
  const [failed, setFailed] = useState(false);
  const style = { aspectRatio: `${width} / ${height}` };
  if (videoUrl && !reducedMotion && !failed) {
    return (
      <video
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
      />
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
