import { useCallback, useEffect, useRef, useState } from 'react'
import { clearDraft, readDraft, writeDraft } from '@/api/auth/form-drafts'
import { useCurrentUser } from '@/features/session/use-current-user'
import { useUnsavedWork } from '@/features/session/use-unsaved-work'
import { MemberFormDraftSchema, type MemberFormDraft, type MemberFormValues } from '@/schemas/forms/member-form'
import type { Member } from '@/schemas/member'

/** Long enough not to write on every key, short enough that a crash loses at most a word. */
export const DRAFT_WRITE_DELAY_MS = 400

function draftName(member: Member | null): string {
  return member ? `member:${member.id}` : 'member:new'
}

/** What can be kept of the form: everything but the chosen files. */
function draftOf(values: MemberFormValues): MemberFormDraft {
  const { omang: _omang, confirmation_letter: _letter, payslip: _payslip, ...text } = values
  return text
}

function sameText(draft: MemberFormDraft, base: MemberFormValues): boolean {
  const kept = draftOf(base)
  return JSON.stringify({ ...kept, ...draft }) === JSON.stringify(kept)
}

/**
 * The member form's draft (DESIGN section 9): while the form has changes they are written to
 * sessionStorage for the signed-in user, a moment after each change and at once when the page goes
 * away or the session ends, and they count as unsaved work. Opening the same form again (Add, or Edit
 * of the same member) offers them back. A save or a confirmed discard clears the draft; so does logout.
 */
export function useMemberFormDraft(member: Member | null, base: MemberFormValues) {
  const user = useCurrentUser()
  // The draft belongs to whoever opened the form, even once an expired session has cleared the user.
  const [owner] = useState(() => user?.id ?? null)
  const [name] = useState(() => draftName(member))
  const [offered, setOffered] = useState<MemberFormValues | null>(() => {
    if (owner === null) return null
    const draft = readDraft(owner, name, MemberFormDraftSchema)
    return draft && !sameText(draft, base) ? { ...base, ...draft } : null
  })
  const [restored, setRestored] = useState<MemberFormValues | null>(null)
  const [dirty, setDirty] = useState(false)
  // The same, as of the last change rather than the last render (see isDirty below).
  const dirtyNow = useRef(false)
  const latest = useRef<MemberFormValues | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const write = useCallback(() => {
    clearTimeout(timer.current)
    if (owner !== null && latest.current !== null) writeDraft(owner, name, draftOf(latest.current))
    latest.current = null
  }, [owner, name])

  const forget = useCallback(() => {
    clearTimeout(timer.current)
    latest.current = null
    if (owner !== null) clearDraft(owner, name)
  }, [owner, name])

  const onValuesChange = useCallback(
    (values: MemberFormValues) => {
      latest.current = values
      clearTimeout(timer.current)
      timer.current = setTimeout(write, DRAFT_WRITE_DELAY_MS)
    },
    [write],
  )

  const onDirtyChange = useCallback(
    (changed: boolean) => {
      dirtyNow.current = changed
      setDirty(changed)
      // Every change undone: nothing left to offer back.
      if (!changed && latest.current !== null) forget()
    },
    [forget],
  )

  useUnsavedWork(dirty, write)

  useEffect(() => {
    if (!dirty) return
    window.addEventListener('pagehide', write)
    // Closing the form with changes (a lost session's way to /login) keeps them; save and discard forget first.
    return () => {
      window.removeEventListener('pagehide', write)
      write()
    }
  }, [dirty, write])

  return {
    /** Whether the form has changes: a lost session does not leave the page. */
    dirty,
    /**
     * Whether the form has changes this instant, for a close request: it may come (a click on the
     * backdrop) before React has drawn the change that was just typed.
     */
    isDirty: () => dirtyNow.current,
    /** The draft found on opening, until the user restores or discards it. */
    offered,
    /** Values restored from the draft, for the form to take over as changes. */
    restored,
    restore: () => {
      setRestored(offered)
      setOffered(null)
    },
    /** Neither: the draft stays stored, and the form starts as it would without one. */
    dismissOffered: () => setOffered(null),
    discardOffered: () => {
      forget()
      setOffered(null)
    },
    onValuesChange,
    onDirtyChange,
    /** Saved or discarded: the draft goes, and nothing writes it again. */
    forget,
  }
}
