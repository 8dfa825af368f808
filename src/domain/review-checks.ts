import { differenceInCalendarDays, differenceInYears, startOfDay } from 'date-fns'
import { parseCalendarDay } from './calendar-day'
import { formatDate, formatMoney, statusLabel } from './format'
import {
  filedUnder,
  fileMemberId,
  isActiveMembership,
  otherOpenLoans,
  standingKyc,
  type FiledKyc,
  type FiledLoan,
  type FiledMember,
} from './member-file'
import { PEP_QUESTIONS, type PepQuestion } from './pep-questions'

/**
 * Review checks (DESIGN sections 10 and 11): what a reviewer must look at before deciding on a loan
 * application, a KYC record or a member. Two levels: 'attention' must be acknowledged in the
 * confirmation of Verify and Approve (and keeps a record out of bulk actions); 'note' is
 * information. No check hides or disables an action.
 */

/** An Omang that expires this many days from today or sooner is noted before it lapses. */
export const OMANG_EXPIRY_WARNING_DAYS = 30

/** Under this age on the day of review, a person is flagged. */
export const ADULT_AGE = 18

export type CheckLevel = 'attention' | 'note'

/** What the two levels are called on screen. */
export const CHECK_LEVEL_LABEL: Record<CheckLevel, string> = { attention: 'Needs attention', note: 'Note' }

/** A record a check is about, for a link to it. */
export interface CheckTarget {
  entity: 'member' | 'kyc' | 'loan'
  id: number
}

/** A document the record must carry, by the label the record screen gives it. */
export interface RequiredDocument {
  label: string
  /** The stored path; null or blank when nothing was uploaded. */
  path: string | null | undefined
}

/** The record's own fields the checks read; each entity fills in what it has. */
export interface CheckedRecord {
  omangNumber: string | null
  /** A calendar day, `1990-07-04`. */
  dateOfBirth: string | null
  /** A calendar day; the KYC record's Omang expiry. */
  expiryDate?: string | null
  pepAnswers?: Partial<Record<PepQuestion, boolean | null>>
  requiredDocuments?: readonly RequiredDocument[]
}

export type ReviewCheckKind =
  | 'omang-expired'
  | 'omang-expiring'
  | 'omang-malformed'
  | 'same-omang'
  | 'under-age'
  | 'politically-exposed'
  | 'document-missing'
  | 'member-missing'
  | 'membership-inactive'
  | 'kyc-not-approved'
  | 'omang-differs'
  | 'other-open-loan'
  | 'not-looked-up'

export interface ReviewCheck {
  kind: ReviewCheckKind
  level: CheckLevel
  /** The reason the reviewer reads, and what an acknowledgement repeats in the notes. */
  text: string
  /** The record it is about, when that is another record. */
  target?: CheckTarget
}

/**
 * What tells one check from the others of a record: two can read the same and still be about different
 * records ('Same Omang as MBR-01042' for two registrations under one member number), and a list keyed by
 * text alone would keep one of them and lose the other.
 */
export function checkKey(check: ReviewCheck): string {
  return check.target ? `${check.text} (${check.target.entity} ${check.target.id})` : check.text
}

const attention = (kind: ReviewCheckKind, text: string, target?: CheckTarget): ReviewCheck =>
  target ? { kind, level: 'attention', text, target } : { kind, level: 'attention', text }

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
  if (daysLeft < 0) return attention('omang-expired', `Omang expired on ${formatDate(expiry)}`)
  if (daysLeft <= OMANG_EXPIRY_WARNING_DAYS)
    return { kind: 'omang-expiring', level: 'note', text: `Omang expires on ${formatDate(expiry)}` }
  return null
}

/**
 * True for a calendar day after `today` (a birth date not yet come); false for anything else. Its
 * own function rather than part of `isUnderAge`: a form refuses it, where a check lets it pass.
 */
export function isFutureDay(value: string, today: Date): boolean {
  const day = parseCalendarDay(value)
  // Midnight of that day: today's own date is never after `today`, tomorrow's always is.
  return day !== null && day > today
}

/** True for a birth date less than 18 years before `today`; a date after today is a typing mistake, not a child. */
export function isUnderAge(dateOfBirth: string | null | undefined, today: Date): boolean {
  const born = dateOfBirth ? parseCalendarDay(dateOfBirth) : null
  if (!born || born > today) return false
  return differenceInYears(startOfDay(today), born) < ADULT_AGE
}

/** The record's own checks on `today`, in the order a reviewer reads the record. */
export function ownChecks(record: CheckedRecord, today: Date): ReviewCheck[] {
  const checks: ReviewCheck[] = []
  const expiry = expiryCheck(record.expiryDate, today)
  if (expiry) checks.push(expiry)
  if (isMalformedOmang(record.omangNumber)) checks.push(attention('omang-malformed', 'Omang number is not 9 digits'))
  if (isUnderAge(record.dateOfBirth, today)) checks.push(attention('under-age', 'Under 18'))
  const answers = record.pepAnswers ?? {}
  const positions = PEP_QUESTIONS.filter((question) => answers[question.key] === true).map((question) => question.label)
  if (positions.length > 0) {
    checks.push(attention('politically-exposed', `Politically exposed person: ${positions.join(', ')}`))
  }
  for (const document of record.requiredDocuments ?? []) {
    if (!document.path?.trim()) checks.push(attention('document-missing', `${document.label} not uploaded`))
  }
  return checks
}

/** Other members found carrying the record's Omang: each needs attention, with a link to that member. */
export function sameOmangChecks(others: readonly FiledMember[]): ReviewCheck[] {
  return others.map((other) =>
    attention('same-omang', `Same Omang as ${other.member_id ?? `member ${other.id}`}`, {
      entity: 'member',
      id: other.id,
    }),
  )
}

/**
 * The members among `found` (a search's results, which match on any field) that carry exactly this
 * Omang number, leaving out the record under review itself.
 */
export function sameOmangMembers<M extends FiledMember>(
  omangNumber: string | null,
  found: readonly M[],
  isSelf: (holder: M) => boolean,
): M[] {
  const omang = normalOmang(omangNumber)
  if (omang === null) return []
  const seen = new Set<number>()
  return found.filter((holder) => {
    if (normalOmang(holder.omang_number) !== omang || isSelf(holder) || seen.has(holder.id)) return false
    seen.add(holder.id)
    return true
  })
}

/** The loan application a member-file check is about. */
export interface CheckedLoan {
  id: number
  memberId: string | null
  omangNumber: string | null
}

/**
 * A loan application against its member's file. Each part is checked once its search has answered
 * (left undefined until then): the member must exist and be active or approved with the same Omang,
 * the member's KYC must be approved; the member's other open applications are a note.
 */
export function loanFileChecks(
  loan: CheckedLoan,
  found: { members?: readonly FiledMember[]; kyc?: readonly FiledKyc[]; loans?: readonly FiledLoan[] },
): ReviewCheck[] {
  const memberId = fileMemberId(loan.memberId)
  if (memberId === null) return [attention('member-missing', 'No member ID on this application')]
  const checks: ReviewCheck[] = []
  if (found.members) {
    const member = filedUnder(memberId, found.members)[0]
    if (!member) {
      checks.push(attention('member-missing', `No member ${memberId} found`))
    } else {
      const target: CheckTarget = { entity: 'member', id: member.id }
      if (!isActiveMembership(member.status)) {
        checks.push(attention('membership-inactive', `Membership ${memberId} is ${statusLabel(member.status)}`, target))
      }
      const loanOmang = normalOmang(loan.omangNumber)
      const memberOmang = normalOmang(member.omang_number)
      if (loanOmang !== null && loanOmang !== memberOmang) {
        checks.push(attention('omang-differs', `Omang differs from the member's (${memberOmang ?? 'none'})`, target))
      }
    }
  }
  if (found.kyc) {
    const kyc = standingKyc(filedUnder(memberId, found.kyc))
    if (!kyc) checks.push(attention('kyc-not-approved', `No KYC record for ${memberId}`))
    else if (kyc.status !== 'approved') {
      checks.push(
        attention('kyc-not-approved', `Member's KYC is ${statusLabel(kyc.status)}`, { entity: 'kyc', id: kyc.id }),
      )
    }
  }
  if (found.loans) {
    for (const other of otherOpenLoans(filedUnder(memberId, found.loans), loan.id)) {
      checks.push({
        kind: 'other-open-loan',
        level: 'note',
        // Named by its number, as the member's file names it: two of one amount and status read apart.
        text: `Loan application ${other.id} is also open: ${formatMoney(other.amount_applied_for_in_numeric)} (${statusLabel(other.status)})`,
        target: { entity: 'loan', id: other.id },
      })
    }
  }
  return checks
}

/**
 * A search a check needed did not answer: the reviewer is told so, at the level of the checks it
 * would have raised, so what could not be checked is acknowledged like what was found.
 */
export function notLookedUpCheck(level: CheckLevel, what: string): ReviewCheck {
  return { kind: 'not-looked-up', level, text: `Could not check ${what}` }
}

/** The checks that must be acknowledged before Verify or Approve. */
export function needingAttention(checks: readonly ReviewCheck[]): ReviewCheck[] {
  return checks.filter((check) => check.level === 'attention')
}

/** True when the checks include a politically exposed person, who needs enhanced due diligence. */
export function needsDueDiligence(checks: readonly ReviewCheck[]): boolean {
  return checks.some((check) => check.kind === 'politically-exposed')
}

/** Whether Verify or Approve of the record needs its checks acknowledged (the actions that decide in its favour). */
export function asksAcknowledgement(action: string): boolean {
  return action === 'verify' || action === 'approve'
}
