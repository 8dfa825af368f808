import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from '@/components/ui/Button'
import { toast } from '@/components/toast/toast-store'
import type { DashboardView } from './export-figures'

/**
 * 'Export figures (CSV)': the window and every figure on the page, for a board meeting. The file is
 * written from the page's own queries, waiting for any still loading, so it never holds a blank where
 * the page shows a number. The CSV code loads on the click: nobody pays for it who does not export.
 */
export function ExportFiguresButton({ view }: { view: DashboardView }) {
  const queryClient = useQueryClient()
  const [exporting, setExporting] = useState(false)
  const exportFigures = () => {
    setExporting(true)
    import('./export-figures')
      .then((module) => module.exportDashboardFigures(queryClient, view))
      .catch(() => toast.error('Failed to fetch dashboard stats'))
      .finally(() => setExporting(false))
  }
  return (
    <Button onClick={exportFigures} disabled={exporting}>
      Export figures (CSV)
    </Button>
  )
}
