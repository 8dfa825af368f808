import { memberResource } from '@/api/members/members.api'
import { useStatusTransition } from '@/api/records/status-transition'
import type { ActionScreen } from '@/domain/action-messages'
import type { MemberAction } from '@/domain/status-machines'
import type { Member } from '@/schemas/member'
import { memberSubject } from '@/features/members/detail/member-name'
import { LazyMemberFormDialog } from '@/features/members/form/LazyMemberFormDialog'
import { AdvanceCheckbox, type ActAndAdvance } from '@/features/records/actions/AdvanceCheckbox'
import { LazyTransitionDialog, usePreloadedTransitionDialog } from '@/features/records/actions/LazyTransitionDialog'

/** A member and the action chosen for it with RecordActionButtons. */
export interface MemberActionRequest {
  member: Member
  action: MemberAction
}

export interface MemberActionDialogsProps {
  /** What to ask about; null renders nothing. */
  request: MemberActionRequest | null
  /** Where the action started: the list and the detail screen word their failures differently. */
  screen: ActionScreen
  onClose: () => void
  /** After Edit saved the member. */
  onSaved?: (member: Member) => void
  /** In a queue with a member after this one: Verify, Approve and Reject offer to open it once sent. */
  advance?: ActAndAdvance
}

/**
 * The dialog for a member action: Verify / Approve / Reactivate as a confirmation, Reject and Suspend
 * with their reason, Edit with the member form. A confirmed status action closes the dialog at once:
 * the change is optimistic everywhere, and a failure rolls back with the spec's message in a toast.
 * Keep this mounted (with a null request) so the transition outlives the dialog that started it.
 */
export function MemberActionDialogs({ request, screen, onClose, onSaved, advance }: MemberActionDialogsProps) {
  const transition = useStatusTransition(memberResource, screen)
  usePreloadedTransitionDialog()
  if (request === null) return null
  const { member, action } = request

  if (action === 'edit') return <LazyMemberFormDialog member={member} onClose={onClose} onSaved={onSaved} />

  // Act and advance belongs to the review decisions (DESIGN section 10), not to Suspend or Reactivate.
  const offer = action === 'reactivate' || action === 'suspend' ? undefined : advance
  return (
    <LazyTransitionDialog
      entity="member"
      action={action}
      subject={memberSubject(member)}
      onCancel={onClose}
      onConfirm={(reason) => {
        const outcome = transition({ record: member, action, reason })
        onClose()
        if (offer?.checked) offer.after(outcome)
      }}
    >
      {offer && <AdvanceCheckbox checked={offer.checked} onCheckedChange={offer.onCheckedChange} />}
    </LazyTransitionDialog>
  )
}
