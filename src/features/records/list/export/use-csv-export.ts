import { isAbort } from '@/api/errors'
import { useEffect, useRef, useState } from 'react'
import type { ListParams } from '@/api/records/list-params'
import { toast } from '@/components/toast/toast-store'
import { toCsv } from '@/domain/csv'
import type { Paged } from '@/schemas/laravel'
import type { DataColumn } from '@/components/data-table/types'
import { downloadTextFile } from '@/components/download'
import { fetchAllPages, type FetchProgress } from './fetch-all-pages'

export interface CsvExportOptions<T> {
  /** Names the file: `Loan Applications` -> `Loan Applications.csv`. */
  title: string
  columns: readonly DataColumn<T>[]
  fetchPage: (params: ListParams, signal?: AbortSignal) => Promise<Paged<T>>
  params: ListParams
  failureMessage: string
}

/** Builds the file from the columns as the screen shows them: their headers and their `text`. */
export function rowsToCsv<T>(columns: readonly DataColumn<T>[], rows: readonly T[]): string {
  return toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.text(row))),
  )
}

/**
 * Export of every record matching the current search and filters (DESIGN section 6). `progress` is
 * null when no export runs; `cancel` stops the requests still out and downloads nothing.
 */
export function useCsvExport<T extends { id: number }>({
  title,
  columns,
  fetchPage,
  params,
  failureMessage,
}: CsvExportOptions<T>) {
  const [progress, setProgress] = useState<FetchProgress | null>(null)
  const controllerRef = useRef<AbortController | null>(null)

  // Leaving the page ends an export that nobody would see finish.
  useEffect(() => () => controllerRef.current?.abort(), [])

  const start = async () => {
    if (controllerRef.current) return
    const controller = new AbortController()
    controllerRef.current = controller
    setProgress({ loaded: 0, total: 0 })
    try {
      const rows = await fetchAllPages({ fetchPage, params, signal: controller.signal, onProgress: setProgress })
      downloadTextFile(rowsToCsv(columns, rows), `${title}.csv`, 'text/csv;charset=utf-8')
    } catch (error) {
      if (!isAbort(error)) toast.error(failureMessage)
    } finally {
      controllerRef.current = null
      setProgress(null)
    }
  }

  const cancel = () => controllerRef.current?.abort()

  return { progress, start, cancel }
}
