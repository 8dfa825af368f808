import { useSyncExternalStore } from 'react'
import { endWithSession } from '@/api/auth/session'
import { isAbort } from '@/api/errors'
import type { ListParams } from '@/api/records/list-params'
import { toast } from '@/components/toast/toast-store'
import { externalValue } from '@/lib/external-value'
import type { FetchProgress, PageFetcher } from './fetch-all-pages'
import type { ExportColumns } from './rows-to-csv'

// Fetching the pages and writing the file load when an export starts: the top bar that shows runs
// is on every page, but few visits export, and the first rows come sooner without this code.
const loadExportWork = () => Promise.all([import('./fetch-all-pages'), import('./rows-to-csv')])

export interface CsvExportOptions<T> {
  /** Names the run and the file (`exportFileName`): `Loan Applications.csv`. One run per title. */
  title: string
  columns: ExportColumns<T>
  fetchPage: PageFetcher<T>
  /** The list's search and filters; `page` is ignored. */
  params: ListParams
  failureMessage: string
}

/** An export under way. It belongs to the app, not to the list that started it (DESIGN section 9). */
export interface ExportRun {
  title: string
  progress: FetchProgress
  cancel: () => void
}

// The runs live outside React so that leaving the list does not end them: the file still downloads,
// and the top bar shows the run meanwhile.
const runs = externalValue<readonly ExportRun[]>([])
/** How many list screens show each run's own control; the top bar shows only the runs nobody shows. */
const shownOnScreen = new Map<string, number>()

export function useExportRuns(): readonly ExportRun[] {
  return useSyncExternalStore(runs.subscribe, runs.get)
}

/** The run of that list, or null. */
export function useExportRun(title: string): ExportRun | null {
  return useExportRuns().find((run) => run.title === title) ?? null
}

/** While a list shows its own export control, the top bar leaves that run to it. Returns the undo. */
export function showRunOnScreen(title: string): () => void {
  shownOnScreen.set(title, (shownOnScreen.get(title) ?? 0) + 1)
  runs.set([...runs.get()])
  return () => {
    shownOnScreen.set(title, (shownOnScreen.get(title) ?? 1) - 1)
    runs.set([...runs.get()])
  }
}

export function isRunShownOnScreen(title: string): boolean {
  return (shownOnScreen.get(title) ?? 0) > 0
}

function update(title: string, progress: FetchProgress): void {
  runs.set(runs.get().map((run) => (run.title === title ? { ...run, progress } : run)))
}

/**
 * Exports every record matching the list's search and filters (DESIGN section 6) and downloads the
 * file when the last page is in. Pages are background requests: they use the budget people leave
 * spare and wait out 429s (DESIGN section 9). A second start of the same list while it runs does nothing.
 */
export async function startExport<T extends { id: number }>(options: CsvExportOptions<T>): Promise<void> {
  const { title, columns, fetchPage, params, failureMessage } = options
  if (runs.get().some((run) => run.title === title)) return
  const controller = new AbortController()
  runs.set([...runs.get(), { title, progress: { loaded: 0, total: 0 }, cancel: () => controller.abort() }])
  try {
    const [{ fetchAllPages }, file] = await loadExportWork()
    const [rows, chosen] = await Promise.all([
      fetchAllPages({
        fetchPage,
        params,
        signal: controller.signal,
        onProgress: (progress) => update(title, progress),
      }),
      file.columnsOf(columns),
    ])
    await file.downloadCsv(chosen, rows, file.csvFileName(title, params), controller.signal)
  } catch (error) {
    // A page or the fields failed: the requests still out are of no use any more.
    controller.abort()
    if (!isAbort(error)) toast.error(failureMessage)
  } finally {
    runs.set(runs.get().filter((run) => run.title !== title))
  }
}

/** The end of a session ends every export: its pages would fail, and the file holds what the next user may not see. */
export function cancelAllExports(): void {
  for (const run of runs.get()) run.cancel()
}

endWithSession(cancelAllExports)
