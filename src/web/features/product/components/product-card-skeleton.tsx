/** The card's final shape while its data loads (UX.md: skeletons, no layout shift). */
export function ProductCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-card border border-border bg-raised" aria-hidden="true">
      <div className="skeleton aspect-[616/353]" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="skeleton h-5 w-24 rounded-full" />
        <div className="skeleton h-10 w-full rounded" />
        <div className="skeleton mt-auto h-7 w-20 rounded" />
      </div>
    </div>
  );
}
