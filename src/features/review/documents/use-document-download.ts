import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/toast/toast-store'
import { documentFileName } from '@/domain/documents'
import { downloadBlob } from '@/components/download'
import { documentQueries } from '@/api/documents/documents.queries'
import { DOWNLOAD_FAILED_MESSAGE } from './document-messages'

interface DownloadRequest {
  storedPath: string
  downloadPath: string
}

/** Download one document; an open preview's file is reused rather than fetched again. */
export function useDocumentDownload() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ storedPath, downloadPath }: DownloadRequest) => {
      const blob = await queryClient.fetchQuery(documentQueries.file(downloadPath))
      downloadBlob(blob, documentFileName(storedPath))
    },
    onError: () => toast.error(DOWNLOAD_FAILED_MESSAGE),
  })
}
