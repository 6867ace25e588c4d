/**
 * The DOM that the HTML helpers (htmlToText, the sanitised product description) parse with: the browser's,
 * or during a server render the one entry-server.tsx provides (jsdom, one for the process; it holds no
 * page's state, so stores sharing the process share it safely).
 */
type PageWindow = Window & typeof globalThis;

let serverWindow: PageWindow | undefined;

export function provideServerWindow(window: PageWindow): void {
  serverWindow = window;
}

export function domWindow(): PageWindow {
  if (typeof window !== 'undefined') return window;
  if (!serverWindow) throw new Error('No DOM for a server render (entry-server.tsx provides one)');
  return serverWindow;
}
