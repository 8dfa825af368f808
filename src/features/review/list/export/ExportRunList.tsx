import { Button } from '@/components/ui/Button'
import type { ExportRun } from './export-runs'
import { ExportStatus } from './ExportStatus'

/** The top bar's runs, each with its list's title, its progress and Cancel. */
export function ExportRunList({ runs }: { runs: readonly ExportRun[] }) {
  return (
    <ul className="flex min-w-0 flex-col gap-1" aria-label="Exports in progress">
      {runs.map(({ title, progress, cancel }) => (
        <li key={title} className="flex min-w-0 items-center gap-2 text-xs text-gray-800">
          <span className="hidden truncate sm:inline" aria-hidden="true">
            {title}
          </span>
          <ExportStatus title={title} progress={progress} compact />
          <Button size="sm" aria-label={`Cancel export of ${title}`} onClick={cancel}>
            Cancel
          </Button>
        </li>
      ))}
    </ul>
  )
}
