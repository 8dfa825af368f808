import { differenceInCalendarDays, differenceInYears, startOfDay } from 'date-fns'
import { parseCalendarDay } from './calendar-day'
import { formatDate } from './format'
import { PEP_QUESTIONS, type PepQuestion } from './pep-questions'

/**
 * Review aids (DESIGN section 10): what a reviewer should look at twice before acting on a KYC
 * record or a member. Advisory only: no check ever blocks an action.
 */

/** An Omang that expires this many days from today or sooner is flagged before it lapses. */
export const OMANG_EXPIRY_WARNING_DAYS = 30

/** Under this age on the day of review, a person is flagged. */
export const ADULT_AGE = 18

/** The fields the checks read; a member has no expiry date and no PEP answers, so those are optional. */
export interface CheckedRecord {
  omangNumber: string | null
  /** A calendar day, `1990-07-04`. */
  dateOfBirth: string | null
  /** A calendar day; the KYC record's Omang expiry. */
  expiryDate?: string | null
  pepAnswers?: Partial<Record<PepQuestion, boolean | null>>
  /** Member IDs of the other members found carrying the same Omang number. */
  sameOmangMembers?: readonly string[]
}

export type ReviewCheckKind =
  'omang-expired' | 'omang-expiring' | 'omang-malformed' | 'same-omang' | 'under-age' | 'politically-exposed'

export interface ReviewCheck {
  kind: ReviewCheckKind
  /** The short reason the reviewer reads. */
  text: string
}

/** The Omang number without the spaces people type into it, or null when there is none. */
export function normalOmang(omangNumber: string | null | undefined): string | null {
  const compact = (omangNumber ?? '').replace(/\s+/g, '')
  return compact === '' ? null : compact
}

/** True for a present Omang number that is not exactly 9 digits; a missing one is not malformed. */
export function isMalformedOmang(omangNumber: string | null | undefined): boolean {
  const omang = normalOmang(omangNumber)
  return omang !== null && !/^\d{9}$/.test(omang)
}

function expiryCheck(expiryDate: string | null | undefined, today: Date): ReviewCheck | null {
  const expiry = expiryDate ? parseCalendarDay(expiryDate) : null
  if (!expiry) return null
  // The expiry day is the last day the card is valid.
  const daysLeft = differenceInCalendarDays(expiry, today)
  if (daysLeft < 0) return { kind: 'omang-expired', text: `Omang expired on ${formatDate(expiry)}` }
  if (daysLeft <= OMANG_EXPIRY_WARNING_DAYS)
    return { kind: 'omang-expiring', text: `Omang expires on ${formatDate(expiry)}` }
  return null
}

function underAge(dateOfBirth: string | null, today: Date): boolean {
  const born = dateOfBirth ? parseCalendarDay(dateOfBirth) : null
  // A birth date after today is a typing mistake, not a child: the field itself shows it.
  if (!born || born > today) return false
  return differenceInYears(startOfDay(today), born) < ADULT_AGE
}

/** Every check the record raises on `today`, in the order a reviewer reads the record. */
export function reviewChecks(record: CheckedRecord, today: Date): ReviewCheck[] {
  const checks: ReviewCheck[] = []
  const expiry = expiryCheck(record.expiryDate, today)
  if (expiry) checks.push(expiry)
  if (isMalformedOmang(record.omangNumber)) {
    checks.push({ kind: 'omang-malformed', text: 'Omang number is not 9 digits' })
  }
  for (const memberId of record.sameOmangMembers ?? []) {
    checks.push({ kind: 'same-omang', text: `Same Omang as member ${memberId}` })
  }
  if (underAge(record.dateOfBirth, today)) checks.push({ kind: 'under-age', text: 'Under 18' })
  const answers = record.pepAnswers ?? {}
  const positions = PEP_QUESTIONS.filter((question) => answers[question.key] === true).map((question) => question.label)
  if (positions.length > 0) {
    checks.push({ kind: 'politically-exposed', text: `Politically exposed person: ${positions.join(', ')}` })
  }
  return checks
}

/** A member as a search returns it: enough to tell whether it carries a given Omang number. */
export interface OmangHolder {
  id: number
  member_id: string | null
  omang_number: string | null
}

/**
 * The member IDs among `found` (a search's results, which match on any field) that carry exactly
 * this Omang number, leaving out the record under review itself.
 */
export function sameOmangMembers(
  omangNumber: string | null,
  found: readonly OmangHolder[],
  isSelf: (holder: OmangHolder) => boolean,
): string[] {
  const omang = normalOmang(omangNumber)
  if (omang === null) return []
  const ids = found
    .filter((holder) => normalOmang(holder.omang_number) === omang && !isSelf(holder))
    .map((holder) => holder.member_id ?? String(holder.id))
  return [...new Set(ids)]
}
