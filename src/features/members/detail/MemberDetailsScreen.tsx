import { RecordDetailScreen } from '@/features/records/detail/RecordDetailScreen'
import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { errorReason } from '@/api/errors'
import { memberResource } from '@/api/members/members.api'
import { useRecordsInTransition } from '@/api/records/status-transition'
import { MemberActionDialogs } from '@/features/members/actions/MemberActionDialogs'
import { ReviewChecks } from '@/features/records/checks/ReviewChecks'
import { RecordActionButtons } from '@/features/records/actions/RecordActionButtons'
import type { MemberAction } from '@/domain/status-machines'
import { useAdvancePreference } from '@/features/records/queue/advance-preference'
import { useRecordQueue, type QueueProps } from '@/features/records/queue/use-record-queue'
import { MEMBERS_LOAD_ERROR } from '../list/MembersListStates'
import { memberName } from './member-name'
import { memberDocuments, memberFieldGroups } from './member-record-fields'

export const MEMBER_DETAILS_TITLE = 'User Details'
export const USER_NOT_FOUND = 'User not found'

/** SPEC section 8: the member screen's failure text names what went wrong (a 404 or 403 has its own text). */
export function memberLoadFailed(error: unknown): string {
  return `Failed to fetch user: ${errorReason(error)}`
}

export function MemberDetailsScreen({ id, queue, routes }: { id: number } & QueueProps) {
  const { data: member } = useSuspenseQuery(memberResource.queries.detail(id))
  const busy = useRecordsInTransition(memberResource.key).has(member.id)
  // Only the chosen action is kept: the dialog always acts on the member as currently cached.
  const [action, setAction] = useState<MemberAction | null>(null)
  const [advance, setAdvance] = useAdvancePreference()
  const walk = useRecordQueue(memberResource, id, queue, routes)

  return (
    <RecordDetailScreen
      title={MEMBER_DETAILS_TITLE}
      list="/users"
      queue={{ walk, failureMessage: MEMBERS_LOAD_ERROR }}
      heading={memberName(member) || `Member ${member.id}`}
      subheading={member.member_id ?? undefined}
      status={member.status}
      actions={
        <RecordActionButtons
          entity="member"
          status={member.status}
          busy={busy}
          size="md"
          onAction={setAction}
          shortcuts
        />
      }
      checks={
        // A member has no Omang expiry date and no PEP answers: those checks belong to its KYC record.
        <ReviewChecks
          record={{ omangNumber: member.omang_number, dateOfBirth: member.date_of_birth }}
          isSelf={(holder) => holder.id === member.id}
        />
      }
      groups={memberFieldGroups(member)}
      documents={memberDocuments(member)}
    >
      <MemberActionDialogs
        request={action ? { member, action } : null}
        screen="detail"
        onClose={() => setAction(null)}
        advance={
          walk.active && walk.hasNext
            ? { checked: advance, onCheckedChange: setAdvance, after: walk.advanceAfter }
            : undefined
        }
      />
    </RecordDetailScreen>
  )
}
