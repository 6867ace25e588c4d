/**
 * The storefront's first script (decision 0032): it starts the application (main.tsx, whose built address
 * and module list the build writes on this script's tag, vite.config.ts) at once for a page the browser
 * draws, and only after the first paint for a page the server drew. A drawn page shows without its scripts,
 * so on a slow line the style sheet, the font and the largest image get the line to themselves, and the
 * scripts (about 110 KB) come after. Plain DOM code with no import: it is the one request before that paint.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = tag?.dataset.entry;
/** The entry's static imports, in the build's order. */
const imports = (tag?.dataset.preload ?? '').split(' ').filter(Boolean);
let started = false;

function start(): void {
  if (started || !entry) return;
  started = true;
  // The entry's own imports are asked for with it, as the shell's modulepreload links do, instead of one by
  // one as its code is read.
  for (const href of [entry, ...imports]) {
    if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void evaluateInTurn([...imports, entry]);
}

/** Resolves in a task of its own (a message, which no timer clamp delays). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/**
 * Runs the modules one per task, the entry last. A module's code runs once, in the task that first imports it,
 * with the modules it imports: imported together, React's, the router's and the application's code ran in one
 * task (about 40 ms here, so 150 ms on a slow phone), in which the page could not answer a tap.
 */
async function evaluateInTurn(modules: string[]): Promise<void> {
  for (const module of modules.slice(0, -1)) {
    try {
      await import(/* @vite-ignore */ module);
    } catch {
      break; // the entry's own import says what failed
    }
    await nextTask();
  }
  await import(/* @vite-ignore */ modules.at(-1)!);
}

/**
 * Calls `then` once the page's first content is on screen: the browser's first-contentful-paint entry,
 * which comes when the frame is shown (a frame's callbacks run before it is painted, and its paint reaches the
 * screen later still). A second after the first frame at the latest, should no such entry come.
 */
function afterFirstPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 1000));
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    then();
  }).observe({ type: 'paint', buffered: true });
}

const drawnByServer = document.getElementById('root')?.hasChildNodes() ?? false;
if (drawnByServer && document.visibilityState === 'visible') {
  afterFirstPaint(start);
  // A page hidden before it is painted paints nothing until shown: it starts at once, as the shell does.
  document.addEventListener('visibilitychange', start, { once: true });
} else {
  start();
}
