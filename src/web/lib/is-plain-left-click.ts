import type { MouseEvent } from 'react';

/** A click that should stay in the app; modified clicks (new tab, new window) keep the browser's default. */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
