export function PageLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center p-8" role="status">
      <p className="text-gray-700">Loading...</p>
    </div>
  )
}
