/** Placeholder rows in the shape of a list page, so nothing jumps when the first page arrives. */
export function TableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div role="status" aria-busy="true">
      <p className="sr-only">Loading...</p>
      <div aria-hidden="true" className="divide-y divide-gray-200">
        <div className="flex gap-6 bg-gray-50 px-3 py-3">
          {[16, 24, 32, 20, 16].map((width, index) => (
            <div
              key={index}
              className="h-4 rounded bg-gray-200 motion-safe:animate-pulse"
              style={{ width: `${width * 4}px` }}
            />
          ))}
        </div>
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="flex items-center gap-6 px-3 py-3">
            <div className="h-4 w-10 rounded bg-gray-200 motion-safe:animate-pulse" />
            <div className="h-4 w-24 rounded bg-gray-200 motion-safe:animate-pulse" />
            <div className="h-4 flex-1 rounded bg-gray-100 motion-safe:animate-pulse" />
            <div className="h-5 w-16 rounded-full bg-gray-200 motion-safe:animate-pulse" />
          </div>
        ))}
      </div>
    </div>
  )
}
