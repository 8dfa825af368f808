import { Link } from '@tanstack/react-router'
import { memberResource } from '@/api/members/members.api'
import { RECORD_LINK_CLASS, useSeedOnIntent } from '@/features/records/detail/seed-on-intent'
import { useListQueue } from '@/features/records/queue/queue-search'
import type { Member } from '@/schemas/member'
import { textOrNotAvailable } from '@/domain/format'
import { memberName } from '../detail/member-name'

/** The Name link to the member's details, which open with no request. */
export function MemberLink({ member, fetchedAt }: { member: Member; fetchedAt: number }) {
  return (
    <Link
      to="/users/$userId"
      // The record belongs to this list's queue: its search, filters and page go with it.
      search={{ queue: useListQueue() }}
      params={{ userId: String(member.id) }}
      {...useSeedOnIntent(memberResource, member, fetchedAt)}
      // Names may wrap (the cells do not): it is what lets the row's actions fit on one line at 1280px.
      className={`${RECORD_LINK_CLASS} whitespace-normal`}
    >
      {textOrNotAvailable(memberName(member))}
    </Link>
  )
}
