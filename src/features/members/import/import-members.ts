import { dashboardKeys } from '@/api/dashboard/dashboard.queries'
import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { memberResource } from '@/api/members/members.api'
import { ApiError } from '@/api/errors'
import { apiUpload, type UploadProgress } from '@/api/upload'
import { ImportResultSchema, type ImportResult } from '@/schemas/import-result'

/** DESIGN section 8: spreadsheets only, at most 10 MB, refused before any upload. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024
export const IMPORT_ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv'
export const IMPORT_FAILED_MESSAGE = 'Import failed. Please try again.'

const ALLOWED_EXTENSIONS = ['xlsx', 'csv']

/** Why `file` cannot be imported, or null when it may be uploaded. */
export function importFileProblem(file: File): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : ''
  if (!ALLOWED_EXTENSIONS.includes(extension)) {
    return `"${file.name}" cannot be imported: only .xlsx and .csv files are accepted.`
  }
  if (file.size > IMPORT_MAX_BYTES) return `"${file.name}" is larger than 10 MB, the most that can be imported.`
  if (file.size === 0) return `"${file.name}" is empty.`
  return null
}

/** SPEC section 8: a non-200 answer shows the server's message; anything else the generic text. */
export function importFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : IMPORT_FAILED_MESSAGE
}

/** `POST api/import-members` with the file as multipart `file`, reporting upload progress. */
export function importMembers(
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
): Promise<ImportResult> {
  const body = new FormData()
  body.append('file', file, file.name)
  return apiUpload('api/import-members', body, ImportResultSchema, { onProgress, signal })
}

/** The import call with its progress; a finished import refreshes every members list and the dashboard. */
export function useImportMembers() {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [controller, setController] = useState<AbortController | null>(null)

  const mutation = useMutation({
    mutationFn: (file: File) => {
      const next = new AbortController()
      setController(next)
      setProgress(null)
      return importMembers(file, setProgress, next.signal)
    },
    onSettled: () => setController(null),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberResource.keys.lists() })
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all })
    },
  })

  return { mutation, progress, cancel: () => controller?.abort() }
}
