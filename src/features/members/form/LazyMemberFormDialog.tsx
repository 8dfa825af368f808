import { lazy, Suspense } from 'react'
import type { MemberFormDialogProps } from './MemberFormDialog'

/** Starts loading the member form early, when the user shows the intent to open it. */
export const preloadMemberForm = () => import('./MemberFormDialog')

const MemberFormDialogChunk = lazy(() => preloadMemberForm().then((module) => ({ default: module.MemberFormDialog })))

/**
 * The member form dialog, loaded when it first opens: the form, its field definitions and
 * react-hook-form stay out of the members list's chunks. Until it arrives nothing shows, so the
 * list around it never gives way to a route's loading state.
 */
export function LazyMemberFormDialog(props: MemberFormDialogProps) {
  return (
    <Suspense fallback={null}>
      <MemberFormDialogChunk {...props} />
    </Suspense>
  )
}
