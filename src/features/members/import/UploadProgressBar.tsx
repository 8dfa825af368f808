import { useId } from 'react'
import type { UploadProgress } from '@/api/upload'

interface UploadProgressBarProps {
  fileName: string
  /** Null until the browser reports progress; through the mock's service worker it never does. */
  progress: UploadProgress | null
}

/** How far the upload is; once every byte is sent, the server is still reading the file. */
export function UploadProgressBar({ fileName, progress }: UploadProgressBarProps) {
  const labelId = useId()
  const sent = progress !== null && progress.total > 0 && progress.loaded >= progress.total
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : null
  const label = sent ? `Processing ${fileName}...` : `Uploading ${fileName}...`
  return (
    <div className="mt-4" role="status">
      <p id={labelId} className="mb-1 flex justify-between gap-2 text-sm text-gray-800">
        <span className="break-all">{label}</span>
        {percent !== null && !sent && <span>{percent}%</span>}
      </p>
      {percent === null || sent ? (
        <progress aria-labelledby={labelId} className="h-2 w-full accent-green-700" />
      ) : (
        <progress aria-labelledby={labelId} className="h-2 w-full accent-green-700" max={100} value={percent} />
      )}
    </div>
  )
}
