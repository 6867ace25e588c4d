/**
 * Body scroll lock shared by every overlay (spec §2: no background scrolling while the product panel is
 * open; UX.md overlays). A counter, so a lightbox over the quick-view does not unlock the page early.
 */
let locks = 0;
let previousOverflow = '';

export function lockBodyScroll(): () => void {
  if (locks === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.body.style.overflow = previousOverflow;
  };
}
