import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { Button } from '@/components/ui/Button'

import type { RecordListPath } from './record-paths'

/**
 * Back to wherever the user came from (the list keeps its page and filters in the URL); a detail
 * opened from a typed URL or a new tab has nowhere to go back to, so it goes to its list instead.
 * A record walked to through its queue goes back by `onBack`, to the list page that holds it.
 */
export function BackButton({ list, onBack }: { list: RecordListPath; onBack?: () => void }) {
  const router = useRouter()
  const navigate = useNavigate()
  const canGoBack = useCanGoBack()
  return (
    <Button
      aria-keyshortcuts={onBack ? 'Escape' : undefined}
      title={onBack ? 'Back to the list (Escape)' : undefined}
      onClick={() => {
        if (onBack) onBack()
        else if (canGoBack) router.history.back()
        else void navigate({ to: list })
      }}
    >
      <span aria-hidden="true">←</span> Back
    </Button>
  )
}
