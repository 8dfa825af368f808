import { lazyWithPreload } from '@/components/lazy-with-preload'

// An export's progress shows only once one runs: its code loads as an export starts (or when the top
// bar first shows a run), not with every page, where it held the lists' first paint for nothing.
const exportStatus = lazyWithPreload(() => import('./ExportStatus').then((module) => module.ExportStatus))
const exportRunList = lazyWithPreload(() => import('./ExportRunList').then((module) => module.ExportRunList))

/** ExportStatus, loaded on first use; nothing shows until it has arrived. */
export const LazyExportStatus = exportStatus.Component

/** The top bar's ExportRunList, loaded on first use. */
export const LazyExportRunList = exportRunList.Component

/** Called as an export starts, so its progress is there by the first page, and in the top bar if the list is left. */
export function preloadExportViews(): void {
  void exportStatus.preload().catch(() => {})
  void exportRunList.preload().catch(() => {})
}
