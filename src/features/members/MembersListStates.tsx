import type { ListLoadFailure } from '@/features/review/list/RecordList'
import { ErrorPanel } from '@/components/ui/ErrorPanel'

/** The failure banner; while 'Try again' asks for the list again, the spinner shows instead. */
export function MembersLoadError({ message, retry, retrying }: ListLoadFailure) {
  if (retrying) return <MembersLoading />
  return <ErrorPanel message={message} onRetry={retry} className="m-3" />
}

/** The members list's spinner; the text is what a screen reader hears. */
export function MembersLoading() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 px-3 py-10 text-gray-700">
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-2 border-gray-300 border-t-green-700 motion-reduce:animate-none"
      />
      <span>Loading...</span>
    </div>
  )
}
