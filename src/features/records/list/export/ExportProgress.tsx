import type { FetchProgress } from './fetch-all-pages'

/** How far an export is, as a share of the records to write. */
export function exportPercent(progress: FetchProgress): number {
  return progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0
}

/**
 * An export's progress bar, named after its list: the records written of those to write. The list's
 * Export control shows it full size, the top bar's compact.
 */
export function ExportProgress({
  title,
  progress,
  compact = false,
}: {
  title: string
  progress: FetchProgress
  compact?: boolean
}) {
  const percent = exportPercent(progress)
  return (
    <div
      role="progressbar"
      aria-label={`Exporting ${title}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${progress.loaded} of ${progress.total} records`}
      className={`${compact ? 'h-1.5 w-16' : 'h-2 w-28'} shrink-0 overflow-hidden rounded-full bg-gray-200`}
    >
      <div className="h-full bg-green-700 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  )
}
