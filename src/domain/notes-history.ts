import { NOTES_LINE_PARTS } from './notes'
import { parseTimestamp } from './timestamp'

/*
 * History (DESIGN section 11): a record's notes lines read back, the console's (which name the
 * person) and the older ones the product wrote ('Approved on Mar 01, 2025'), read tolerantly, with
 * the record's `created_at` and `updated_at`.
 */

/** One dated line of the notes, read back. */
export interface NotesEvent {
  /** The verb as written: 'Verified', 'Approved', 'Suspended'... */
  what: string
  at: Date
  /** The person the line names, or null for the older lines that name nobody. */
  by: string | null
  /** The rest of the line: a reason, acknowledgements, documents opened. */
  detail: string | null
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

// `Mar 01, 2025 14:05` (ours and the product's), `2025-03-01 14:05` and `3/1/2025, 2:05:00 PM` (en-US
// toLocaleString, what an older screen may have written); the time is optional in each.
const time = (separator: string) => String.raw`(?:${separator}(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AP]M))?)?`
const NAMED_MONTH = new RegExp(String.raw`^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})` + time(String.raw`,?\s+`))
const ISO_DAY = new RegExp(String.raw`^(\d{4})-(\d{2})-(\d{2})` + time(String.raw`(?:T|\s+)`))
const US_DAY = new RegExp(String.raw`^(\d{1,2})/(\d{1,2})/(\d{4})` + time(String.raw`,?\s+`))
const LINE_START = /^([A-Z][a-z]+ed) on (.+)$/

/** A local date and time, or null when the parts name none (Feb 30, 25:00). */
function localInstant(year: number, month: number, day: number, time: (string | undefined)[]): Date | null {
  const [hoursText, minutesText, secondsText, meridiem] = time
  let hours = Number(hoursText ?? 0)
  if (meridiem) hours = (hours % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0)
  const minutes = Number(minutesText ?? 0)
  const seconds = Number(secondsText ?? 0)
  const date = new Date(year, month - 1, day, hours, minutes, seconds)
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes
  return same ? date : null
}

/** The date a notes line starts with and the text after it, or null when it starts with none. */
function leadingDate(text: string): { at: Date; rest: string } | null {
  const named = NAMED_MONTH.exec(text)
  if (named) {
    const month = MONTHS.indexOf((named[1] ?? '').toLowerCase()) + 1
    const at = month > 0 ? localInstant(Number(named[3]), month, Number(named[2]), named.slice(4, 8)) : null
    return at ? { at, rest: text.slice(named[0].length) } : null
  }
  const iso = ISO_DAY.exec(text)
  if (iso) {
    const at = localInstant(Number(iso[1]), Number(iso[2]), Number(iso[3]), iso.slice(4, 8))
    return at ? { at, rest: text.slice(iso[0].length) } : null
  }
  const us = US_DAY.exec(text)
  if (us) {
    const at = localInstant(Number(us[3]), Number(us[1]), Number(us[2]), us.slice(4, 8))
    return at ? { at, rest: text.slice(us[0].length) } : null
  }
  return null
}

/** After ' by ', the name runs to the reason (': ') or the first of the line's parts. */
function splitName(rest: string): { by: string; detail: string } {
  const ends = [': ', ...NOTES_LINE_PARTS.map((part) => `. ${part}`)]
    .map((end) => rest.indexOf(end))
    .filter((index) => index >= 0)
  const end = ends.length > 0 ? Math.min(...ends) : rest.length
  return { by: rest.slice(0, end).replace(/\.$/, '').trim(), detail: rest.slice(end) }
}

/** One line of notes read as a dated event, or null when it is not one ('Incomplete documents.'). */
export function readNotesLine(line: string): NotesEvent | null {
  const start = LINE_START.exec(line.trim())
  if (!start) return null
  const dated = leadingDate(start[2] ?? '')
  if (!dated) return null
  let rest = dated.rest
  let by: string | null = null
  if (rest.startsWith(' by ')) {
    const named = splitName(rest.slice(4))
    by = named.by || null
    rest = named.detail
  }
  // What follows the head: ': reason', '. Acknowledged: ...', or the product's ' - Reason: ...'.
  const detail = rest.replace(/^\s*(?:[:.]|-)\s*/, '').trim()
  return { what: start[1] ?? '', at: dated.at, by, detail: detail === '' ? null : detail }
}

/**
 * A record's notes as the member form edits them: the free text, and the dated lines (decisions, old
 * and new, and edits), which are kept as they are.
 */
export function splitNotes(notes: string | null | undefined): { text: string; dated: string[] } {
  const text: string[] = []
  const dated: string[] = []
  for (const line of (notes ?? '').split(/\r?\n/)) (readNotesLine(line) ? dated : text).push(line)
  return { text: text.join('\n').trim(), dated }
}

/** Every dated line of the notes, in the order written. */
export function notesEvents(notes: string | null | undefined): NotesEvent[] {
  return (notes ?? '').split(/\r?\n/).flatMap((line) => {
    const event = readNotesLine(line)
    return event ? [event] : []
  })
}

/** A record's life as History shows it. */
export interface HistoryEntry {
  what: string
  at: Date
  by: string | null
  detail: string | null
}

/**
 * Created, every dated notes line, last updated: newest first. Entries at the same moment keep the
 * order they happened in, reversed (the last update above the decision that caused it).
 */
export function recordHistory(record: {
  created_at: string | null
  updated_at: string | null
  notes: string | null
}): HistoryEntry[] {
  const created = record.created_at ? parseTimestamp(record.created_at) : null
  const updated = record.updated_at ? parseTimestamp(record.updated_at) : null
  const entries: HistoryEntry[] = [
    ...(created ? [{ what: 'Created', at: created, by: null, detail: null }] : []),
    ...notesEvents(record.notes),
    ...(updated ? [{ what: 'Last updated', at: updated, by: null, detail: null }] : []),
  ]
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.at.getTime() - a.entry.at.getTime() || b.index - a.index)
    .map(({ entry }) => entry)
}
