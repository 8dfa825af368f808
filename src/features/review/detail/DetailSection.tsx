import { useId, type ReactNode } from 'react'

/** One titled card of a detail screen; the heading names the region for screen readers. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
