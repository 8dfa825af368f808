import { ExportWait } from './ExportWait'
import type { FetchProgress } from './fetch-all-pages'

interface ExportStatusProps {
  /** The list's title, which names the export. */
  title: string
  progress: FetchProgress
  /** The top bar's size: a smaller bar, no percentage. */
  compact?: boolean
}

/** How far an export is, as a share of the records to write. */
function exportPercent(progress: FetchProgress): number {
  return progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0
}

/** An export's progress bar, named after its list: the records written of those to write. */
function ExportProgress({ title, progress, compact = false }: ExportStatusProps) {
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

/**
 * How far an export is: its progress bar, the percentage beside it (full size), and the rate-limit
 * wait when the pages are held. The list's Export control shows it full size, the top bar compact.
 */
export function ExportStatus({ title, progress, compact = false }: ExportStatusProps) {
  return (
    <>
      <ExportProgress title={title} progress={progress} compact={compact} />
      {!compact && (
        <span className="text-xs whitespace-nowrap text-gray-800" aria-hidden="true">
          {exportPercent(progress)}%
        </span>
      )}
      <ExportWait />
    </>
  )
}
