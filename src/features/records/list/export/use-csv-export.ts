import { useEffect } from 'react'
import { showRunOnScreen, startExport, useExportRun, type CsvExportOptions } from './export-runs'

/**
 * A list's Export: `progress` is null when no export of this list runs; `cancel` stops the requests
 * still out and downloads nothing. The run outlives the list screen (see `export-runs.ts`).
 */
export function useCsvExport<T extends { id: number }>(options: CsvExportOptions<T>) {
  const run = useExportRun(options.title)
  useEffect(() => showRunOnScreen(options.title), [options.title])
  return {
    progress: run?.progress ?? null,
    start: () => startExport(options),
    cancel: () => run?.cancel(),
  }
}
