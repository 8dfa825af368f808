import { useEffect, useRef } from 'react'
import type { ReviewRecord } from '@/api/records/record-resource'
import type { DataColumn } from '@/components/data-table/types'
import { Button } from '@/components/ui/Button'
import { PopoverButton } from '@/components/ui/PopoverButton'
import { ExportProgress, exportPercent } from './ExportProgress'
import { ExportWait } from './ExportWait'
import type { CsvExportOptions } from './export-runs'
import { useCsvExport } from './use-csv-export'

interface ExportControlProps<T> extends Omit<CsvExportOptions<T>, 'columns'> {
  /** Every column of the list. */
  columns: readonly DataColumn<T>[]
  /** The columns the reader chose to show. */
  visibleColumns: readonly DataColumn<T>[]
}

/**
 * 'Export' with a choice of 'Visible columns' or 'All columns', or while it runs a progress bar of
 * records fetched and 'Cancel'. The progress lives here, so the hundreds of updates of a long export
 * repaint this control and not the table.
 */
export function ExportControl<T extends ReviewRecord>({ columns, visibleColumns, ...options }: ExportControlProps<T>) {
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
    const exportColumns = (chosen: readonly DataColumn<T>[]) => {
      startedHereRef.current = true
      void start(chosen)
    }
    return (
      <PopoverButton label="Export" ref={exportRef}>
        <div className="flex flex-col gap-1">
          <Button variant="ghost" onClick={() => exportColumns(visibleColumns)}>
            Visible columns
          </Button>
          <Button variant="ghost" onClick={() => exportColumns(columns)}>
            All columns
          </Button>
        </div>
      </PopoverButton>
    )
  }
  return (
    <div className="flex items-center gap-2">
      <ExportProgress title={title} progress={progress} />
      <span className="text-xs whitespace-nowrap text-gray-800" aria-hidden="true">
        {exportPercent(progress)}%
      </span>
      <ExportWait />
      <Button ref={cancelRef} size="sm" onClick={cancel}>
        Cancel
      </Button>
    </div>
  )
}
