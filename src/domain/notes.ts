import { formatDateTime } from './format'

export type NotesVerb = 'Verified' | 'Approved' | 'Rejected' | 'Suspended' | 'Reactivated'

/** `Approved on Mar 01, 2025 14:05`, or `Suspended on ...: reason`, kept to one line. */
export function notesLine(verb: NotesVerb, at: Date, reason?: string): string {
  const line = `${verb} on ${formatDateTime(at)}`
  const why = reason?.replace(/\s+/g, ' ').trim()
  return why ? `${line}: ${why}` : line
}

/** The notes with `line` added as a new last line, without blank lines before or between. */
export function appendNotesLine(existing: string | null | undefined, line: string): string {
  const kept = (existing ?? '').trimEnd()
  return kept ? `${kept}\n${line}` : line
}
