/** Shared looks of the top-bar menus. */
export const menuTriggerClass =
  'inline-flex min-h-11 items-center gap-1 rounded-control px-3 text-sm font-semibold text-text transition-colors duration-150 hover:bg-overlay aria-expanded:bg-overlay';

/** Mega menus span the bar's width, just under it. */
export const megaPanelClass =
  'absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-page shadow-2xl shadow-black/60';

/** Small menus hang under their trigger, right-aligned. */
export const smallPanelClass =
  'absolute right-0 top-full mt-2 w-72 rounded-card border border-border bg-overlay p-2 shadow-2xl shadow-black/60';
