import { useEffect, useRef } from 'react'
import type { ReviewRecord } from '@/api/records/record-resource'
import { Button } from '@/components/ui/Button'
import { ExportWait } from './ExportWait'
import type { CsvExportOptions } from './export-runs'
import { useCsvExport } from './use-csv-export'

/**
 * 'Export', or while it runs a progress bar of records fetched and 'Cancel'. The progress lives here,
 * so the hundreds of updates of a long export repaint this control and not the table.
 */
export function ExportControl<T extends ReviewRecord>(options: CsvExportOptions<T>) {
  const { title } = options
  const { progress, start, cancel } = useCsvExport(options)
  const running = progress !== null
  const exportRef = useRef<HTMLButtonElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const startedHereRef = useRef(false)

  // The button pressed disappears; keyboard users keep their place on its replacement.
  useEffect(() => {
    if (!startedHereRef.current) return
    if (running) cancelRef.current?.focus()
    else {
      exportRef.current?.focus()
      startedHereRef.current = false
    }
  }, [running])

  if (!progress) {
    return (
      <Button
        ref={exportRef}
        onClick={() => {
          startedHereRef.current = true
          void start()
        }}
      >
        Export
      </Button>
    )
  }
  const percent = progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={`Exporting ${title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${progress.loaded} of ${progress.total} records`}
        className="h-2 w-28 overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full bg-green-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs whitespace-nowrap text-gray-800" aria-hidden="true">
        {percent}%
      </span>
      <ExportWait />
      <Button ref={cancelRef} size="sm" onClick={cancel}>
        Cancel
      </Button>
    </div>
  )
}
