/** 'Loading...', centred, with what the wait is when it is known (`detail`). */
export function PageLoading({ detail }: { detail?: string | null }) {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-2 p-8" role="status">
      <p className="text-gray-700">Loading...</p>
      {detail && <p className="text-sm text-gray-700">{detail}</p>}
    </div>
  )
}
