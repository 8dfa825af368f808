import { twoDigits } from '@/domain/calendar-day'
import { parseTimestamp } from '@/domain/timestamp'

/*
 * Bodies of the notify calls sent after a successful verify (SPEC section 7). The spec words the
 * loan date as "month, day, year" and gives the member date as 'MM, dd, yyyy'; we send that one
 * format in all three so the server receives one shape, by hand: this module loads with the list
 * routes' loaders in the entry chunk, where date-fns' formatters would weigh more than the format.
 */
function notifyDate(date: Date): string {
  return `${twoDigits(date.getMonth() + 1)}, ${twoDigits(date.getDate())}, ${date.getFullYear()}`
}

/** The record's last update as the server returned it, else the moment of sending. */
function updateDate(updatedAt: string | null, now: Date): string {
  const instant = updatedAt === null ? null : parseTimestamp(updatedAt)
  return notifyDate(instant ?? now)
}

/** The call Laravel gets after a successful verify, so the member and the admins hear of it (SPEC section 7). */
export interface NotifyCall<T> {
  /** e.g. `notifyAdmin`, after `{path}/{id}/` */
  segment: string
  /** The body's name for the record's id: `loan_id`, `kyc_id`, `member_id` (the membership record's id). */
  idField: string
  /** Who the record is about, the body's `param1`: a loan's member ID, a KYC record's or a member's name. */
  about: (record: T) => string | null
}

/** What every notify body reads of the verified record besides who it is about. */
export interface NotifiedRecord {
  id: number
  status: string
  updated_at: string | null
}

/** The body of a notify call: `{ loan_id, param1, param2, param3 }` and its twins. */
export function notifyBody<T extends NotifiedRecord>(call: NotifyCall<T>, record: T, now: Date = new Date()) {
  return {
    [call.idField]: record.id,
    param1: call.about(record),
    param2: updateDate(record.updated_at, now),
    param3: record.status,
  }
}
