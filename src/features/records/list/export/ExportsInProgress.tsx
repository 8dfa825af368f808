import { Button } from '@/components/ui/Button'
import { isRunShownOnScreen, useExportRuns } from './export-runs'
import { ExportProgress } from './ExportProgress'
import { ExportWait } from './ExportWait'

/**
 * For the top bar: exports still running after their list was left, each with its progress and
 * Cancel. The file downloads when the run is done, wherever the user is.
 */
export function ExportsInProgress() {
  const runs = useExportRuns().filter((run) => !isRunShownOnScreen(run.title))
  if (runs.length === 0) return null
  return (
    <ul className="flex min-w-0 flex-col gap-1" aria-label="Exports in progress">
      {runs.map(({ title, progress, cancel }) => (
        <li key={title} className="flex min-w-0 items-center gap-2 text-xs text-gray-800">
          <span className="hidden truncate sm:inline" aria-hidden="true">
            {title}
          </span>
          <ExportProgress title={title} progress={progress} compact />
          <ExportWait />
          <Button size="sm" aria-label={`Cancel export of ${title}`} onClick={cancel}>
            Cancel
          </Button>
        </li>
      ))}
    </ul>
  )
}
