import { Link } from '@tanstack/react-router'
import { MemberFieldsView } from '@/features/members/form/MemberFieldsView'
import { Button } from '@/components/ui/Button'
import { Modal } from '@/components/ui/Modal'
import type { Member } from '@/schemas/member'

/** Member Details (read-only), the View action of a row: every field, and the way to the full screen. */
export function MemberDetailsDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  return (
    <Modal
      title="Member Details"
      size="xl"
      onClose={onClose}
      footer={
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      }
    >
      {/* In the scrolling body, not the footer: keyboard users reach the body through it and can scroll it. */}
      <p className="mb-4 text-sm">
        <Link
          to="/users/$userId"
          params={{ userId: String(member.id) }}
          className="font-medium text-green-800 underline underline-offset-2 hover:text-green-900 focus-visible:outline-2 focus-visible:outline-green-700"
        >
          Open the member page with documents and actions
        </Link>
      </p>
      <MemberFieldsView member={member} />
    </Modal>
  )
}
