import { useRef, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { memberResource } from '@/api/members/members.api'
import { normalOmang, sameOmangMembers } from '@/domain/review-checks'
import type { UseFormSetError } from 'react-hook-form'
import {
  ADD_FAILED_MESSAGE,
  memberSaveFailure,
  memberSaveOptions,
  UPDATE_FAILED_MESSAGE,
} from '@/api/members/member-save'
import type { MemberFormValues } from '@/schemas/forms/member-form'
import type { Member } from '@/schemas/member'
import { useAuditName } from '@/features/session/use-current-user'

/** An Omang the save found on other members, or could not check; it saves only when asked again. */
export interface OmangInUse {
  omang: string
  /** The members carrying it; null when the search failed. */
  holders: Member[] | null
}

export interface MemberSaveOptions {
  /** The member being edited; null to add a new one. */
  member: Member | null
  onSaved?: (member: Member) => void
}

/**
 * The member form's save: use `submit` as MemberForm's `onSubmit`. Before sending, an Omang number
 * the member did not already carry is looked for on the other members (DESIGN section 11): when
 * another member holds it, or the search failed, nothing is sent and `omangInUse` says so; the same
 * Omang submitted again ('Save anyway') is saved. A failure goes on the form: each 422 field error
 * under its field, the first of them focused, and a form-level banner; what the user typed stays.
 */
export function useMemberFormSave({ member, onSaved }: MemberSaveOptions) {
  const queryClient = useQueryClient()
  const editedBy = useAuditName()
  const mutation = useMutation(memberSaveOptions(queryClient, member, editedBy))
  const [omangInUse, setOmangInUse] = useState<OmangInUse | null>(null)
  const [checkingOmang, setCheckingOmang] = useState(false)

  /** The warning to give before saving `omang`, or null when it may be saved. */
  const omangWarning = async (omangNumber: string): Promise<OmangInUse | null> => {
    const omang = normalOmang(omangNumber)
    const unchanged = member !== null && normalOmang(member.omang_number) === omang
    if (omang === null || unchanged || omangInUse?.omang === omang) return null
    setCheckingOmang(true)
    try {
      const found = await queryClient.fetchQuery(memberResource.queries.list({ page: 1, search: omang }))
      const holders = sameOmangMembers(omang, found.items, (holder) => holder.id === member?.id)
      return holders.length > 0 ? { omang, holders } : null
    } catch {
      return { omang, holders: null }
    } finally {
      setCheckingOmang(false)
    }
  }

  // Enter in a field submits even while Save is disabled; one save at a time.
  const saving = useRef(false)
  const submit = async (values: MemberFormValues, helpers: { setError: UseFormSetError<MemberFormValues> }) => {
    if (saving.current) return
    saving.current = true
    try {
      const warning = await omangWarning(values.omang_number)
      if (warning) {
        setOmangInUse(warning)
        return
      }
      const saved = await mutation.mutateAsync(values)
      onSaved?.(saved)
    } catch (error) {
      const failure = memberSaveFailure(error, member ? UPDATE_FAILED_MESSAGE : ADD_FAILED_MESSAGE)
      failure.fieldErrors.forEach(([field, message], index) =>
        helpers.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      )
      helpers.setError('root.server', { type: 'server', message: failure.banner })
    } finally {
      saving.current = false
    }
  }

  return {
    submit,
    isPending: mutation.isPending || checkingOmang,
    /** The Omang warning for what is typed now: a changed Omang is checked again. */
    omangInUse: (omangNumber: string) =>
      omangInUse && omangInUse.omang === normalOmang(omangNumber) ? omangInUse : null,
  }
}
