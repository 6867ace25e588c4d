/**
 * Pause / play for a looping video (WCAG 2.2.2: moving content longer than 5 s can be stopped). The hook
 * follows the video's own play and pause events; the button sits over the video, labelled for what it does.
 */
import { Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.js';

export function useVideoToggle() {
  const ref = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => setPaused(true));
    else video.pause();
  };
  return { ref, paused, toggle, videoEvents: { onPlay: () => setPaused(false), onPause: () => setPaused(true) } };
}

interface VideoToggleButtonProps {
  paused: boolean;
  onToggle(): void;
  className?: string;
  /** A data attribute for tests and styling hooks, e.g. `data-hero-video-toggle`. */
  dataAttribute?: string;
}

export function VideoToggleButton({ paused, onToggle, className = '', dataAttribute }: VideoToggleButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`icon-button absolute bottom-2 left-2 bg-page/80 ${className}`}
      onClick={onToggle}
      aria-label={paused ? t('video.play') : t('video.pause')}
      {...(dataAttribute ? { [dataAttribute]: '' } : {})}
    >
      {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
    </button>
  );
}
