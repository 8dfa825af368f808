import { formatDateTime } from './format'

/*
 * The notes line is the audit trail (DESIGN section 11): the API keeps a record's `notes`, and every
 * decision the console sends adds one line saying what was done, when, by whom, and on what grounds:
 *
 *   {Action} on {MMM dd, yyyy HH:mm} by {user name}[: reason][. Acknowledged: ...][. Documents opened: n of m]
 *
 * exactly DESIGN's template. For a politically exposed person the due diligence done is one of the
 * things acknowledged: 'Acknowledged: Politically exposed person: Kgosi; Enhanced due diligence: ...'.
 *
 * `notes-history.ts` reads these lines back for History; it is apart because every list sends
 * decisions while only the record screen reads them.
 */

export type NotesVerb = 'Verified' | 'Approved' | 'Rejected' | 'Suspended' | 'Reactivated' | 'Edited'

/** What a decision adds to its notes line besides what and when. */
export interface DecisionAudit {
  /** The signed-in user who decided. */
  by?: string | null
  /** The checks the reviewer ticked as seen, in their own words. */
  acknowledged?: readonly string[]
  /** For a politically exposed person: what enhanced due diligence was done. */
  dueDiligence?: string
  /** Of the record's uploaded documents, how many the reviewer opened on this device. */
  documentsOpened?: { opened: number; total: number }
}

/** What the notes line's parts are introduced by, after the name. */
const WRITTEN_PARTS = ['Acknowledged: ', 'Documents opened: '] as const

/**
 * What History reads a line's parts back by: the written ones, and the due diligence as a part of its
 * own, as the console wrote it before it went into the acknowledgements.
 */
export const NOTES_LINE_PARTS = [...WRITTEN_PARTS, 'Enhanced due diligence: '] as const

/** One line of text: newlines and runs of spaces as single spaces. */
const oneLine = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/**
 * `Verified on Nov 25, 2026 14:02 by Naledi Sebego. Acknowledged: Omang expired on Oct 26, 2026`;
 * `Rejected on Mar 01, 2025 14:05 by Kagiso Molefe: Incomplete documents`. The time is the user's own.
 * Parts follow the head after '. '; a reason that ends in a full stop of its own gets no second one.
 */
export function decisionLine(verb: NotesVerb, at: Date, audit: DecisionAudit & { reason?: string } = {}): string {
  const by = oneLine(audit.by)
  const reason = oneLine(audit.reason)
  const documents = audit.documentsOpened
  const dueDiligence = oneLine(audit.dueDiligence).replace(/\.$/, '')
  const acknowledged = [
    ...(audit.acknowledged ?? []).map(oneLine).filter(Boolean),
    ...(dueDiligence ? [`Enhanced due diligence: ${dueDiligence}`] : []),
  ]
  const parts = [acknowledged.join('; '), documents?.total ? `${documents.opened} of ${documents.total}` : ''].flatMap(
    (part, index) => (part ? [`${WRITTEN_PARTS[index]}${part}`.replace(/\.$/, '')] : []),
  )
  const head = `${verb} on ${formatDateTime(at)}${by ? ` by ${by}` : ''}${reason ? `: ${reason}` : ''}`
  return parts.length > 0 ? [head.replace(/\.$/, ''), ...parts].join('. ') : head
}

/**
 * The notes a member's Edit saves: the free text as edited, then the dated lines exactly as they were
 * (the form never offers them for editing: they are the record's history), then the edit's own line.
 */
export function notesAfterEdit(text: string, dated: readonly string[], editLine: string): string {
  return [text.trim(), ...dated, editLine].filter(Boolean).join('\n')
}

/** The notes with `line` added as a new last line, without blank lines before or between. */
export function appendNotesLine(existing: string | null | undefined, line: string): string {
  const kept = (existing ?? '').trimEnd()
  return kept ? `${kept}\n${line}` : line
}
