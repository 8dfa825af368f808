import { useEffect } from 'react'
import { showRunOnScreen, startExport, useExportRun, type CsvExportOptions } from './export-runs'
import type { ExportColumns } from './rows-to-csv'

/**
 * A list's Export: `progress` is null when no export of this list runs; `start(columns)` writes those
 * columns (or the fields they load); `cancel` stops the requests still out and downloads nothing. The
 * run outlives the list screen (see `export-runs.ts`).
 */
export function useCsvExport<T extends { id: number }>(options: Omit<CsvExportOptions<T>, 'columns'>) {
  const run = useExportRun(options.title)
  useEffect(() => showRunOnScreen(options.title), [options.title])
  return {
    progress: run?.progress ?? null,
    start: (columns: ExportColumns<T>) => startExport({ ...options, columns }),
    cancel: () => run?.cancel(),
  }
}
