import type { ReactNode } from 'react'
import { Button } from '@/components/ui/Button'
import { Modal } from '@/components/ui/Modal'
import { DetailGrid, type DetailFieldGroup } from './DetailGrid'

interface RecordDetailsModalProps {
  title: string
  groups: readonly DetailFieldGroup[]
  onClose: () => void
  /** Above the fields, in the scrolling body (e.g. the link to the member's full page). */
  intro?: ReactNode
  /** Start on Close rather than on the first control of the body. */
  focusClose?: boolean
}

/** A record's fields, read-only, in a modal (a list row's View): the same groups as its details screen. */
export function RecordDetailsModal({ title, groups, onClose, intro, focusClose = false }: RecordDetailsModalProps) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      size="xl"
      footer={
        <Button onClick={onClose} data-autofocus={focusClose || undefined}>
          Close
        </Button>
      }
    >
      {intro}
      <div className="flex flex-col gap-6">
        {groups.map((group) => (
          <section key={group.title}>
            <h3 className="mb-3 text-base font-semibold text-gray-900">{group.title}</h3>
            <DetailGrid fields={group.fields} />
          </section>
        ))}
      </div>
    </Modal>
  )
}
