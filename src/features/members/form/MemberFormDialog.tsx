import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { fullName, recordSubject } from '@/domain/names'
import { useMemberFormSave, type OmangInUse } from './use-member-form-save'
import { memberFormDefaults, memberToFormValues } from '@/schemas/forms/member-form'
import { splitNotes } from '@/domain/notes-history'
import type { Member } from '@/schemas/member'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { Modal } from '@/components/ui/Modal'
import { MemberForm } from './MemberForm'
import type { MemberFormValues } from '@/schemas/forms/member-form'
import { useMemberFormDraft } from './member-form-draft'

export const RESTORE_DRAFT_TITLE = 'Restore unsaved changes?'

/**
 * 'Omang 123456789 already belongs to MBR-00001 · Name' (each holder a link, opened in a new tab so
 * the form stays as typed), or that the check could not run; saving takes 'Save anyway'.
 */
function OmangInUseNotice({ warning }: { warning: OmangInUse }) {
  const ref = useRef<HTMLDivElement>(null)
  // Shown after Save: the warning takes the focus, so a screen reader and a keyboard land on it.
  useEffect(() => {
    ref.current?.focus()
    ref.current?.scrollIntoView?.({ block: 'nearest' })
  }, [warning])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-4 rounded-md border border-amber-600 bg-amber-50 px-3 py-2 text-sm text-gray-900 focus:outline-2 focus:outline-amber-700"
    >
      {warning.holders === null ? (
        <p>{`Could not check whether another member holds Omang ${warning.omang}.`}</p>
      ) : (
        warning.holders.map((holder) => (
          <p key={holder.id}>
            {`Omang ${warning.omang} already belongs to `}
            <Link
              to="/users/$id"
              params={{ id: String(holder.id) }}
              target="_blank"
              rel="noopener"
              className="font-medium text-green-800 underline underline-offset-2"
            >
              {recordSubject(holder.member_id ?? `Member ${holder.id}`, fullName(holder.name, holder.surname))}
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>
          </p>
        ))
      )}
      <p className="mt-1">Check the number, or choose Save anyway to save it as it is.</p>
    </div>
  )
}

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
  const [datedNotesLines] = useState(() => splitNotes(member?.notes).dated)
  const draft = useMemberFormDraft(member, defaultValues)
  const [typedOmang, setTypedOmang] = useState(defaultValues.omang_number)
  const { onValuesChange: keepDraft } = draft
  const onValuesChange = useCallback(
    (values: MemberFormValues) => {
      keepDraft(values)
      setTypedOmang(values.omang_number)
    },
    [keepDraft],
  )
  const { submit, isPending, omangInUse } = useMemberFormSave({
    member,
    onSaved: (saved) => {
      draft.forget()
      onSaved?.(saved)
      onClose()
    },
  })
  const editing = member !== null
  const warning = omangInUse(typedOmang)
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
              {isPending ? 'Saving...' : warning ? 'Save anyway' : editing ? 'Save Changes' : 'Add Member'}
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
          datedNotesLines={datedNotesLines}
          onSubmit={submit}
          onDirtyChange={draft.onDirtyChange}
          onValuesChange={onValuesChange}
          restored={draft.restored}
          notice={warning && <OmangInUseNotice warning={warning} />}
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
