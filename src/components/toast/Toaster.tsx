import { useRef } from 'react'
import { useRootHeightProperty } from '../root-height-property'
import { dismissToast, useToasts, type Toast, type ToastTone } from './toast-store'

const toneClasses: Record<ToastTone, string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  warning: 'border-amber-700 bg-amber-50 text-amber-900',
  info: 'border-gray-700 bg-white text-gray-900',
}

function ToastItem({ toast }: { toast: Toast }) {
  return (
    <li className={`flex items-start gap-3 rounded-md border-l-4 px-4 py-3 shadow-md ${toneClasses[toast.tone]}`}>
      <div className="flex-1 text-sm">
        <p>{toast.message}</p>
        {toast.detail && <p className="mt-1">{toast.detail}</p>}
        {toast.actions && toast.actions.length > 0 && (
          <div className="mt-2 flex flex-wrap gap-2">
            {toast.actions.map((action) => (
              <button
                key={action.label}
                type="button"
                onClick={() => {
                  dismissToast(toast.id)
                  action.run()
                }}
                className="rounded border border-current px-2 py-0.5 text-xs font-semibold hover:bg-white/60 focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                {action.label}
              </button>
            ))}
          </div>
        )}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="rounded px-1 text-sm font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
        aria-label="Dismiss message"
      >
        ×
      </button>
    </li>
  )
}

/**
 * Two live regions: errors interrupt (`role="alert"`), everything else waits its turn (`role="status"`).
 * Both stay mounted so screen readers see them before any message arrives.
 */
export function Toaster() {
  const toasts = useToasts()
  const stack = useRef<HTMLDivElement>(null)
  // While toasts show, the page may end no lower than their top: `--toast-stack` is the height they
  // take (with a gap), which the layout adds to its bottom padding. So a page scrolled to its end, where
  // a list's pager sits, ends above the stack instead of under it.
  useRootHeightProperty(stack, '--toast-stack', { gap: 16, shown: toasts.length > 0 })
  const errors = toasts.filter((toast) => toast.tone === 'error')
  const others = toasts.filter((toast) => toast.tone !== 'error')
  return (
    // Bottom-right (bottom-centre on phones): clear of the top bar and the page's title and actions,
    // and above a bar held at the bottom of the window (`--bottom-bar`, a list's bulk bar), whose
    // buttons it would cover. Where the navigation column shows, in it, above its Logout: clear of
    // every row, the pager and that bar.
    <div
      ref={stack}
      className="pointer-events-none fixed inset-x-0 bottom-[calc(1rem+var(--bottom-bar,0px))] z-50 flex flex-col items-center gap-2 px-4 sm:items-end lg:right-auto lg:bottom-20 lg:w-64 lg:items-stretch lg:px-3"
    >
      <div role="alert" className="pointer-events-auto w-full max-w-sm">
        <ul className="flex flex-col gap-2">
          {errors.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </ul>
      </div>
      <div role="status" className="pointer-events-auto w-full max-w-sm">
        <ul className="flex flex-col gap-2">
          {others.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </ul>
      </div>
    </div>
  )
}
