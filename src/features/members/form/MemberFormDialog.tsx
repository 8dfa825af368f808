import { useId, useState } from 'react'
import { useMemberFormSave } from '@/api/members/member-save'
import { memberFormDefaults, memberToFormValues } from '@/schemas/forms/member-form'
import type { Member } from '@/schemas/member'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { Modal } from '@/components/ui/Modal'
import { MemberForm } from './MemberForm'
import { useMemberFormDraft } from './member-form-draft'

export const RESTORE_DRAFT_TITLE = 'Restore unsaved changes?'

export interface MemberFormDialogProps {
  /** The member to edit ('Edit User'); null or absent for 'Add New User'. */
  member?: Member | null
  onClose: () => void
  /** After a successful save, before the dialog is closed. */
  onSaved?: (member: Member) => void
}

/**
 * Add New User / Edit User in a modal (max width 4xl, at most 90% of the viewport high), with Cancel
 * and 'Save Changes'. It closes only after the server accepted the member; on failure it stays open
 * with everything the user typed. Closing it (Escape, Cancel, the backdrop) after a change asks
 * 'Discard your changes?' first.
 */
export function MemberFormDialog({ member = null, onClose, onSaved }: MemberFormDialogProps) {
  const formId = useId()
  const [defaultValues] = useState(() => (member ? memberToFormValues(member) : memberFormDefaults))
  const draft = useMemberFormDraft(member, defaultValues)
  const { submit, isPending } = useMemberFormSave({
    member,
    onSaved: (saved) => {
      draft.forget()
      onSaved?.(saved)
      onClose()
    },
  })
  const editing = member !== null
  const [confirmingDiscard, setConfirmingDiscard] = useState(false)
  const requestClose = () => (draft.isDirty() ? setConfirmingDiscard(true) : onClose())

  return (
    <>
      <Modal
        title={editing ? 'Edit User' : 'Add New User'}
        onClose={requestClose}
        size="xl"
        dismissible={!isPending}
        footer={
          <>
            <Button onClick={requestClose} disabled={isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={formId}
              variant="primary"
              disabled={isPending}
              aria-busy={isPending || undefined}
            >
              {isPending ? 'Saving...' : editing ? 'Save Changes' : 'Add Member'}
            </Button>
          </>
        }
      >
        <MemberForm
          id={formId}
          mode={editing ? 'edit' : 'add'}
          defaultValues={defaultValues}
          documents={member ?? undefined}
          currentStatus={member?.status}
          onSubmit={submit}
          onDirtyChange={draft.onDirtyChange}
          onValuesChange={draft.onValuesChange}
          restored={draft.restored}
        />
        {confirmingDiscard && (
          <ConfirmDialog
            title="Discard your changes?"
            question="What you changed in this form will be lost."
            confirmLabel="Discard"
            confirmVariant="danger"
            onConfirm={() => {
              draft.forget()
              onClose()
            }}
            onCancel={() => setConfirmingDiscard(false)}
          />
        )}
      </Modal>
      {/* After the form in the tree, so it opens after it and sits above it in the top layer. */}
      {draft.offered && (
        <Modal
          title={RESTORE_DRAFT_TITLE}
          // Escape decides nothing: the draft stays stored until the user restores or discards it.
          onClose={draft.dismissOffered}
          footer={
            <>
              <Button onClick={draft.discardOffered}>Discard</Button>
              <Button variant="primary" onClick={draft.restore} data-autofocus>
                Restore
              </Button>
            </>
          }
        >
          <p className="text-gray-800">
            This form has changes that were not saved{editing ? ' for this member' : ''}. Restore them?
          </p>
        </Modal>
      )}
    </>
  )
}
