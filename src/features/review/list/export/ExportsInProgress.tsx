import { isRunShownOnScreen, useExportRuns } from './export-runs'
import { LazyExportRunList } from './LazyExportStatus'

/**
 * For the top bar: exports still running after their list was left, each with its progress and
 * Cancel. The file downloads when the run is done, wherever the user is.
 */
export function ExportsInProgress() {
  const runs = useExportRuns().filter((run) => !isRunShownOnScreen(run.title))
  return runs.length > 0 ? <LazyExportRunList runs={runs} /> : null
}
