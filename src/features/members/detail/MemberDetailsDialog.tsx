import { Link } from '@tanstack/react-router'
import { RecordDetailsModal } from '@/features/records/detail/RecordDetailsModal'
import type { Member } from '@/schemas/member'
import { memberFieldGroups } from './member-record-fields'

/** Member Details (read-only), the View action of a row: every field, and the way to the full screen. */
export function MemberDetailsDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  return (
    <RecordDetailsModal
      title="Member Details"
      groups={memberFieldGroups(member, { documents: 'by-name' })}
      onClose={onClose}
      focusClose
      intro={
        // In the scrolling body, not the footer: keyboard users reach the body through it and can scroll it.
        <p className="mb-4 text-sm">
          <Link
            to="/users/$userId"
            params={{ userId: String(member.id) }}
            className="font-medium text-green-800 underline underline-offset-2 hover:text-green-900 focus-visible:outline-2 focus-visible:outline-green-700"
          >
            Open the member page with documents and actions
          </Link>
        </p>
      }
    />
  )
}
