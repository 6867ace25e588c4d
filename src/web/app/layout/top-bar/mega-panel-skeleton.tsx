/** The mega menus' shape while their content loads (a first open on a slow connection). */
export function MegaPanelSkeleton() {
  return (
    <div className="mx-auto grid h-64 max-w-7xl grid-cols-4 gap-6 px-6 py-6" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => <div key={index} className="skeleton rounded-card" />)}
    </div>
  );
}
