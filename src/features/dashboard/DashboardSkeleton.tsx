/** Placeholders in the shape of the cards and panels, so nothing jumps when the numbers arrive. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-6">
      <p className="sr-only">Loading...</p>
      <div aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <div key={card} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <div className="h-4 w-28 rounded bg-gray-200 motion-safe:animate-pulse" />
            <div className="mt-3 h-7 w-20 rounded bg-gray-200 motion-safe:animate-pulse" />
            <div className="mt-3 h-4 w-40 rounded bg-gray-200 motion-safe:animate-pulse" />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {[0, 1, 2, 3].map((panel) => (
          <div key={panel} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <div className="h-5 w-44 rounded bg-gray-200 motion-safe:animate-pulse" />
            <div className="mt-4 h-64 rounded bg-gray-100 motion-safe:animate-pulse" />
          </div>
        ))}
      </div>
    </div>
  )
}
