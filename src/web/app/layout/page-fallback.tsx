/** What shows while a page's code or texts load: the page's space, reserved, with a quiet skeleton. */
export function PageFallback() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:px-6" aria-hidden="true">
      <div className="skeleton h-9 w-64 max-w-full rounded" />
      <div className="skeleton mt-4 h-4 w-96 max-w-full rounded" />
      <div className="skeleton mt-8 h-72 w-full rounded-card" />
    </div>
  );
}

/** Before the first page is ready: the bar's height and the page's space, so nothing jumps. */
export function AppFallback() {
  return (
    <div aria-hidden="true">
      <div className="fixed inset-x-0 top-0 h-16 border-b border-border bg-page" />
      <div className="pt-16">
        <PageFallback />
      </div>
    </div>
  );
}
