/**
 * A thin indeterminate progress bar: something the user asked for is on its way. It sits on the top
 * edge of what it belongs to (positioned by the parent), so showing it moves nothing on the page.
 */
export function LoadingBar({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="progressbar" aria-label={label} className={`h-1 overflow-hidden bg-green-100 ${className}`}>
      <div className="h-full w-1/3 bg-green-700 motion-safe:animate-loading-bar motion-reduce:w-full" />
    </div>
  )
}
