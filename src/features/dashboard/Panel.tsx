import { useId, type ReactNode } from 'react'

/** A titled white panel; the title names the region for screen-reader landmarks navigation. */
export function Panel({ title, period, children }: { title: string; period?: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className={`${period ? '' : 'mb-3 '}text-base font-semibold text-gray-900`}>
        {title}
      </h2>
      {period && <p className="mb-3 text-sm text-gray-700">{period}</p>}
      {children}
    </section>
  )
}
