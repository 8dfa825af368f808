import { useEffect, useRef } from 'react'
import type { ReviewRecord } from '@/api/records/record-resource'
import type { DataColumn } from '@/components/data-table/types'
import type { RecordFieldGroup } from '../../detail/record-fields'
import { Button } from '@/components/ui/Button'
import { PopoverButton } from '@/components/ui/PopoverButton'
import { LazyExportStatus, preloadExportViews } from './LazyExportStatus'
import type { CsvExportOptions } from './export-runs'
import type { ExportColumns } from './rows-to-csv'
import { useCsvExport } from './use-csv-export'

interface ExportControlProps<T> extends Omit<CsvExportOptions<T>, 'columns'> {
  /** The columns the reader chose to show. */
  visibleColumns: readonly DataColumn<T>[]
  /** Every field the records carry, as the record screen declares them (loaded when asked for). */
  allFields: () => Promise<readonly RecordFieldGroup<T>[]>
}

/**
 * 'Export' with a choice of 'Visible columns' (the list's columns on screen) or 'All columns' (every
 * field of the record), or while it runs a progress bar of records fetched and 'Cancel'. The progress
 * lives here, so the hundreds of updates of a long export repaint this control and not the table.
 */
export function ExportControl<T extends ReviewRecord>({
  visibleColumns,
  allFields,
  ...options
}: ExportControlProps<T>) {
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
    const exportColumns = (chosen: ExportColumns<T>) => {
      startedHereRef.current = true
      preloadExportViews()
      void start(chosen)
    }
    return (
      <PopoverButton label="Export" ref={exportRef}>
        <div className="flex flex-col gap-1">
          <Button variant="ghost" onClick={() => exportColumns(visibleColumns)}>
            Visible columns
          </Button>
          <Button variant="ghost" onClick={() => exportColumns(allFields)}>
            All columns
          </Button>
        </div>
      </PopoverButton>
    )
  }
  return (
    <div className="flex items-center gap-2">
      <LazyExportStatus title={title} progress={progress} />
      <Button ref={cancelRef} size="sm" onClick={cancel}>
        Cancel
      </Button>
    </div>
  )
}
